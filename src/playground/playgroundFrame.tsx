import { styled } from '../theme/styled';
import { MONOSPACE_FONT_FAMILY } from '../theme/fonts';

/**
 * The playground's box, shared by the server's placeholder and the live playground so that nothing moves
 * when it loads: the preview and the controls have fixed heights (the controls scroll when they are many),
 * and the code starts as the same text. Two columns when the box is wide, stacked when it is narrow.
 */
export const PlaygroundFrame = styled('section')(({ theme }) => ({
  containerType: 'inline-size',
  margin: '24px 0 32px',
  '& > .playground-grid': {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gridTemplateRows: '200px 280px auto',
    gridTemplateAreas: '"preview" "controls" "code"',
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    overflow: 'hidden',
  },
  // An overlay (a dialog, a drawer) opens inside the preview: it gets more room.
  '&[data-overlay] > .playground-grid': { gridTemplateRows: '320px 280px auto' },
  '@container (min-width: 640px)': {
    '& > .playground-grid': {
      gridTemplateColumns: 'minmax(0, 1fr) 280px',
      gridTemplateRows: '320px auto',
      gridTemplateAreas: '"preview controls" "code code"',
    },
    '&[data-overlay] > .playground-grid': { gridTemplateRows: '380px auto' },
  },
}));

export const PreviewCell = styled('div')(({ theme }) => ({
  gridArea: 'preview',
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 24,
  overflow: 'auto',
  // The page's own background, as under the demos: a component's colours are designed for it (Material
  // UI's link text is 4.6:1 on white, and fell to 4.4:1 on the tint this cell had).
  backgroundColor: theme.vars.palette.background.default,
  color: theme.vars.palette.text.secondary,
  fontSize: '0.875rem',
  // The preview's root is a block as wide as the cell: block components that take their container's
  // width (Divider, LinearProgress, Alert) and Slider's 100 % fill it; inline ones (Button, Chip,
  // CircularProgress) sit centred, their own text aligned as usual.
  '& .playground-preview-root': {
    width: '100%',
    textAlign: 'center',
    '& > *': { textAlign: 'start' },
  },
  // An overlay's preview is the containing block of its fixed layers (a modal's backdrop, a snackbar),
  // which stay inside it.
  '&[data-overlay-contain]': { position: 'relative', transform: 'translateZ(0)' },
  '& .playground-overlay-bar': { textAlign: 'center' },
  '& .playground-overlay-trigger': {
    font: 'inherit',
    fontWeight: 600,
    padding: '6px 16px',
    borderRadius: theme.shape.borderRadius,
    border: `1px solid ${theme.vars.palette.divider}`,
    backgroundColor: theme.vars.palette.background.paper,
    color: theme.vars.palette.text.primary,
    cursor: 'pointer',
    '&:hover': { backgroundColor: theme.vars.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
  },
}));

export const ControlsCell = styled('div')(({ theme }) => ({
  gridArea: 'controls',
  minWidth: 0,
  overflowY: 'auto',
  padding: '12px 16px 16px',
  borderTop: `1px solid ${theme.vars.palette.divider}`,
  '@container (min-width: 640px)': {
    borderTop: 0,
    borderInlineStart: `1px solid ${theme.vars.palette.divider}`,
  },
}));

/** Height of the code's title bar (label, copy button), the same before and after loading. */
const CODE_BAR_HEIGHT = 40;

export const CodeCell = styled('div')({
  gridArea: 'code',
  minWidth: 0,
  backgroundColor: '#272822',
  color: '#f8f8f2',
  '& .playground-code-bar': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    height: CODE_BAR_HEIGHT,
    padding: '0 8px 0 16px',
    fontSize: '0.75rem',
    letterSpacing: '0.04em',
    color: '#c8c8c0',
    borderBottom: '1px solid rgba(255 255 255 / 0.1)',
  },
  '& pre[class]': {
    margin: 0,
    padding: 16,
    fontFamily: MONOSPACE_FONT_FAMILY,
    fontSize: 13.5,
    lineHeight: 1.6,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    background: 'transparent',
    borderRadius: 0,
  },
  '& pre code': { fontFamily: 'inherit', fontSize: 'inherit', background: 'transparent', padding: 0 },
});

/** Said to assistive technology only. */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
