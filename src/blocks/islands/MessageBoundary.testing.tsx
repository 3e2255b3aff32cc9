import * as React from 'react';

/** For tests: an error boundary that shows the message of what its children threw. */
export class MessageBoundary extends React.Component<{ children: React.ReactNode }, { message: string | null }> {
  state = { message: null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  render() {
    return this.state.message ? <p>{this.state.message}</p> : this.props.children;
  }
}
