/**
 * The live editor's heavy half, loaded only when a reader edits a demo: it runs edited code with
 * react-runner and highlights it with Prism.
 */
import * as React from 'react';
import { useRunner } from 'react-runner';
import { highlightCode } from './highlightCode';

export const ERROR_DEBOUNCE_MS = 300;

export const highlightLive = highlightCode;

export interface LiveRunnerProps {
  code: string;
  imports: Record<string, unknown>;
  /** Called with the error text (debounced), or null once the code runs again. */
  onError: (message: string | null) => void;
  fallback: React.ReactNode;
}

/**
 * Renders the edited code. While it does not run, react-runner keeps returning the last element that
 * did, so the demo stays usable as the reader types.
 */
export function LiveRunner({ code, imports, onError, fallback }: LiveRunnerProps) {
  const scope = React.useMemo(() => ({ import: imports }), [imports]);
  const { element, error } = useRunner({ code, scope });

  React.useEffect(() => {
    if (!error) {
      onError(null);
      return undefined;
    }
    const timer = setTimeout(() => onError(error), ERROR_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [error, onError]);

  return <>{element ?? fallback}</>;
}
