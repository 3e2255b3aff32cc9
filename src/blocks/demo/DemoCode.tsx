import * as React from 'react';
import { styled } from '../../theme/styled';
import { MONOSPACE_FONT_FAMILY } from '../../theme/fonts';
import { escapeHtmlText } from '../../site/escapeHtml';

const shared = {
  margin: 0,
  padding: 16,
  border: 0,
  fontFamily: MONOSPACE_FONT_FAMILY,
  fontSize: 13.5,
  lineHeight: 1.6,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  tabSize: 2,
  letterSpacing: 'normal',
} as const;

const Frame = styled('div')(({ theme }) => ({
  position: 'relative',
  borderRadius: `0 0 ${theme.shape.borderRadius}px ${theme.shape.borderRadius}px`,
  backgroundColor: '#272822',
  color: '#f8f8f2',
  overflow: 'hidden',
  // `pre[class]` outranks the Prism theme's `pre[class*="language-"]`: the text must sit exactly
  // under the text area's, so margins, padding and fonts come from here.
  '& pre[class]': { ...shared, background: 'transparent', borderRadius: 0, minHeight: 48, overflow: 'visible' },
  // Prism's theme sets `white-space: pre` on code[class*="language-"]: the code wraps as its <pre> does (and as
  // the editor's text area above it), so a long line never widens a phone's page.
  '& pre code': { fontFamily: 'inherit', fontSize: 'inherit', background: 'transparent', padding: 0, whiteSpace: 'inherit', overflowWrap: 'inherit' },
  '& textarea': {
    ...shared,
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    resize: 'none',
    overflow: 'hidden',
    background: 'transparent',
    color: 'transparent',
    caretColor: '#f8f8f2',
    outline: 'none',
    '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${theme.vars.palette.primary.main}` },
    '&::selection': { background: 'rgba(255, 255, 255, 0.25)', color: 'transparent' },
  },
}));

export interface DemoCodeProps {
  demoName: string;
  /** Language class of the source (`tsx` or `jsx`). */
  language: 'tsx' | 'jsx';
  code: string;
  /** Highlighted HTML of `code`, or null while it is being highlighted after an edit. */
  html: string | null;
  /** Read-only (JSX preview, or live editing disabled). */
  readOnly: boolean;
  onChange?: (code: string) => void;
}

/**
 * A demo's source: highlighted code with a transparent text area over it, so the reader can edit it in
 * place. The highlighting of the built source comes from the build; edits are highlighted by the live
 * editor once it has loaded.
 */
export function DemoCode({ demoName, language, code, html, readOnly, onChange }: DemoCodeProps) {
  const inner = html ?? escapeHtmlText(code);
  return (
    // Left to right on a right-to-left page too: the text area and the highlighted code stay aligned and read as code.
    <Frame className="demo-code" data-demo-code={demoName} dir="ltr">
      {/* Read-only code may scroll sideways, so it takes focus; editable code scrolls with its text area. */}
      <pre className={`language-${language}`} aria-hidden={readOnly ? undefined : true} tabIndex={readOnly ? 0 : undefined}>
        <code className={`language-${language}`} dangerouslySetInnerHTML={{ __html: `${inner}\n` }} />
      </pre>
      {readOnly ? null : (
        <textarea
          aria-label={`Source of the ${demoName} demo, editable`}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          value={code}
          onChange={(event) => onChange?.(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Tab' && !event.shiftKey && !event.altKey && !event.metaKey && !event.ctrlKey) {
              // Indent with two spaces; Escape first lets Tab leave the editor.
              const target = event.currentTarget;
              if (target.dataset.escaped === 'true') return;
              event.preventDefault();
              const { selectionStart, selectionEnd, value } = target;
              const next = `${value.slice(0, selectionStart)}  ${value.slice(selectionEnd)}`;
              onChange?.(next);
              requestAnimationFrame(() => target.setSelectionRange(selectionStart + 2, selectionStart + 2));
            }
            event.currentTarget.dataset.escaped = event.key === 'Escape' ? 'true' : 'false';
          }}
        />
      )}
    </Frame>
  );
}
