import * as React from 'react';
import { styled } from '../theme/styled';
import { MONOSPACE_FONT_FAMILY } from '../theme/fonts';
import { ERROR_CODES_URL, formatErrorMessage, MISSING_ARGUMENT, parseErrorCodes, parseErrorQuery } from './decodeError';

/** What the decoder shows. The server (and the first browser render) shows `loading`. */
export type DecoderState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'no-code'; invalidCode: string | null }
  | { status: 'unknown'; code: string }
  | { status: 'decoded'; code: string; text: string; missing: number; args: string[] };

const Text = styled('p')(({ theme }) => ({
  margin: '0 0 16px',
  color: theme.vars.palette.text.primary,
}));

const Secondary = styled('p')(({ theme }) => ({
  margin: '0 0 16px',
  color: theme.vars.palette.text.secondary,
}));

const Problem = styled('p')(({ theme }) => ({
  margin: '0 0 16px',
  padding: '12px 16px',
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.vars.palette.error.main}`,
  color: theme.vars.palette.text.primary,
}));

const Message = styled('pre')(({ theme }) => ({
  margin: '0 0 16px',
  padding: '16px',
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.vars.palette.divider}`,
  backgroundColor: theme.vars.palette.action.hover,
  color: theme.vars.palette.text.primary,
  fontFamily: MONOSPACE_FONT_FAMILY,
  fontSize: '0.875rem',
  lineHeight: 1.6,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  overflowX: 'auto',
}));

const Note = styled('p')(({ theme }) => ({
  margin: '0 0 16px',
  padding: '8px 12px',
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.vars.palette.warning.main}`,
  color: theme.vars.palette.text.primary,
}));

const ArgumentList = styled('ol')(({ theme }) => ({
  margin: '0 0 16px',
  paddingInlineStart: 24,
  color: theme.vars.palette.text.primary,
  '& li': { marginBottom: 4 },
  '& code': { fontFamily: MONOSPACE_FONT_FAMILY, fontSize: '0.875rem', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
}));

const Empty = styled('span')(({ theme }) => ({ color: theme.vars.palette.text.secondary, fontStyle: 'italic' }));

/** A code the reader typed, shortened for display. */
function shorten(value: string, max = 40): string {
  return value.length > max ? `${value.slice(0, max)}…` : value;
}

/** Reads the code and arguments of the current URL and decodes them with the map the build wrote. */
async function decodeLocation(search: string, signal: AbortSignal): Promise<DecoderState> {
  const { code, args } = parseErrorQuery(search);
  if (code === null) return { status: 'no-code', invalidCode: new URLSearchParams(search).get('code') };
  const response = await fetch(ERROR_CODES_URL, { signal });
  if (!response.ok) throw new Error(`${ERROR_CODES_URL} answered ${response.status}`);
  const codes = parseErrorCodes(await response.json());
  if (!codes) throw new Error(`${ERROR_CODES_URL} is not a map of error codes`);
  const template = codes[code];
  if (template === undefined) return { status: 'unknown', code };
  const { text, missing } = formatErrorMessage(template, args);
  return { status: 'decoded', code, text, missing, args };
}

/**
 * The production-error decoder: turns `?code=N&args[]=…` into the full development message. The
 * message and the arguments come from the URL and are rendered as text, never as markup.
 */
export function ErrorDecoder() {
  const [state, setState] = React.useState<DecoderState>({ status: 'loading' });
  React.useEffect(() => {
    const controller = new AbortController();
    decodeLocation(window.location.search, controller.signal).then(
      (next) => {
        if (!controller.signal.aborted) setState(next);
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);
  return <ErrorDecoderView state={state} />;
}

/** The decoder's view of one state; no browser API is used here. */
export function ErrorDecoderView({ state }: { state: DecoderState }) {
  switch (state.status) {
    case 'loading':
      return (
        <Secondary role="status" data-decoder-state="loading">
          Loading the error messages…
        </Secondary>
      );
    case 'failed':
      return (
        <Problem role="alert" data-decoder-state="failed">
          The error messages could not be loaded, so this error cannot be decoded right now. Check your connection and
          reload the page.
        </Problem>
      );
    case 'no-code':
      return (
        <div data-decoder-state="no-code">
          {state.invalidCode !== null && <Problem>“{shorten(state.invalidCode)}” is not an error code.</Problem>}
          <Text>
            In production, Material UI, Joy UI, Base UI, MUI System and MUI X replace the text of their errors with a
            short code, to keep the bundles small. Each such error links to this page with its code and arguments, for
            example <code>/production-error/?code=9&amp;args[]=%23nnn</code>, and the page shows the full message.
          </Text>
          <Secondary>This link has no error code: open the link from the error message to read it in full.</Secondary>
        </div>
      );
    case 'unknown':
      return (
        <Problem role="alert" data-decoder-state="unknown">
          No error with code {state.code} is known for these versions.
        </Problem>
      );
    case 'decoded':
      return (
        <div data-decoder-state="decoded">
          <Text>The original text of error {state.code}:</Text>
          <Message data-testid="decoded-error">{state.text}</Message>
          {state.missing > 0 && (
            <Note role="note">
              {state.missing === 1
                ? 'The link lacks 1 argument of this message; it is shown as '
                : `The link lacks ${state.missing} arguments of this message; each is shown as `}
              <code>{MISSING_ARGUMENT}</code>.
            </Note>
          )}
          {state.args.length > 0 && (
            <>
              <Secondary>Arguments in the link:</Secondary>
              <ArgumentList data-testid="error-arguments">
                {state.args.map((arg, index) => (
                  <li key={index}>{arg === '' ? <Empty>(empty)</Empty> : <code>{arg}</code>}</li>
                ))}
              </ArgumentList>
            </>
          )}
        </div>
      );
  }
}
