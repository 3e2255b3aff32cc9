import type { CSSObject, Theme } from '@mui/material/styles';

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
    },
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
