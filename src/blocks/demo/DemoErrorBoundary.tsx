import * as React from 'react';

interface State {
  error: Error | null;
}

/** Keeps a failing demo from taking the page down; shows what went wrong instead. */
export class DemoErrorBoundary extends React.Component<{ name: string; children: React.ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  render() {
    if (this.state.error) {
      return (
        <p role="alert" style={{ margin: 0, color: 'var(--mui-palette-error-main)' }}>
          The {this.props.name} demo failed to render: {this.state.error.message}
        </p>
      );
    }
    return this.props.children;
  }
}
