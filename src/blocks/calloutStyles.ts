import type { CSSObject } from '@emotion/react';
import type { ShellTheme as Theme } from '../theme/shellTheme';

const SEVERITIES = ['info', 'success', 'warning', 'error'] as const;

/** Callouts written as `:::info` … `:::` in Markdown: a tinted panel with a coloured edge. */
export function calloutStyles(theme: Theme): CSSObject {
  const styles: CSSObject = {
    '& .MuiCallout-root': {
      margin: '0 0 20px',
      padding: '12px 16px',
      borderRadius: theme.shape.borderRadius,
      borderInlineStart: '4px solid',
      '& > :last-child': { marginBottom: 0 },
      // On the tinted panel (and the inline-code tint over it) the usual link blue falls short of 4.5:1
      // in light mode; the darker one keeps links readable. Dark mode keeps the light blue.
      '& a': { color: theme.vars.palette.primary.dark },
    },
    '[data-mui-color-scheme="dark"] & .MuiCallout-root a': { color: theme.vars.palette.primary.main },
  };
  for (const severity of SEVERITIES) {
    const palette = theme.vars.palette[severity];
    styles[`& .MuiCallout-${severity}`] = {
      borderInlineStartColor: palette.main,
      backgroundColor: `rgba(${palette.mainChannel} / 0.08)`,
    };
  }
  return styles;
}
