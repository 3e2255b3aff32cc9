import { Global, type CSSObject } from '@emotion/react';
import { shellTheme, type ShellTheme } from '../theme/shellTheme';
import { MONOSPACE_FONT_FAMILY } from '../theme/fonts';

// The code sits on Prism's okaidia background (dark in both colour modes), so the button keeps a dark
// translucent fill and white text in both modes; only accents come from the mode-aware palette.
const BUTTON_BACKGROUND = 'rgba(15, 18, 21, 0.72)';
const BUTTON_BACKGROUND_HOVER = 'rgba(15, 18, 21, 0.92)';
const BUTTON_BORDER = 'rgba(255, 255, 255, 0.18)';

/**
 * Styles of highlighted code blocks (`.MuiCode-root`, written by the Markdown build) and their copy button.
 * Keys are relative (`& .MuiCode-root`): spread the result into a container's styles, e.g. the Markdown body.
 */
export function codeBlockStyles(theme: ShellTheme): CSSObject {
  const { palette } = theme.vars;
  return {
    '& .MuiCode-root': {
      position: 'relative',
      margin: '0 0 20px',
      '& > pre': {
        margin: 0,
        overflowX: 'auto',
        borderRadius: theme.shape.borderRadius,
        tabSize: 2,
      },
      // Narrow screens show the copy button at all times (touch has no hover) over lines that run
      // under it: the first line of a block with the button starts below the button instead.
      [theme.breakpoints.down('md')]: { '&:has(> .MuiCode-copy) > pre': { paddingTop: 40 } },
      '& > pre, & > pre > code': { fontFamily: MONOSPACE_FONT_FAMILY },
      '& .MuiCode-copy': {
        position: 'absolute',
        top: 8,
        insetInlineEnd: 8,
        zIndex: 1,
        display: 'inline-flex',
        alignItems: 'center',
        gap: 4,
        margin: 0,
        padding: '2px 8px',
        border: `1px solid ${BUTTON_BORDER}`,
        borderRadius: 6,
        backgroundColor: BUTTON_BACKGROUND,
        color: palette.common.white,
        fontFamily: theme.typography.fontFamily,
        fontSize: '0.75rem',
        fontWeight: 600,
        lineHeight: 1.5,
        whiteSpace: 'nowrap',
        cursor: 'pointer',
        opacity: 0,
        transition: 'opacity 120ms, background-color 120ms, border-color 120ms',
        '&:hover': { backgroundColor: BUTTON_BACKGROUND_HOVER },
        '&:focus-visible': { opacity: 1, outline: `2px solid ${palette.primary.light}`, outlineOffset: 2 },
        '&[data-copied="true"]': {
          opacity: 1,
          borderColor: palette.success.light,
          backgroundColor: BUTTON_BACKGROUND_HOVER,
        },
      },
      '&:hover .MuiCode-copy, &:focus-within .MuiCode-copy': { opacity: 1 },
      // Touch screens have no hover: the button is always there.
      '@media (hover: none)': { '& .MuiCode-copy': { opacity: 1 } },
      '& .MuiCode-copyKeypress': {
        display: 'none',
        opacity: 0.6,
        fontWeight: 400,
        [theme.breakpoints.up('md')]: { display: 'inline' },
      },
      '@media (prefers-reduced-motion: reduce)': { '& .MuiCode-copy': { transition: 'none' } },
    },
  };
}

/** The same styles page-wide, for pages that show code blocks outside the Markdown body. Use one or the other. */
export function CodeBlockStyles() {
  return <Global styles={{ body: codeBlockStyles(shellTheme()) }} />;
}
