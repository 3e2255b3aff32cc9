import { styled } from '../theme/styled';

/**
 * The playground panel's buttons, toggle groups and switches as native elements styled with the docs
 * theme. Material UI's Button, ToggleButton and Switch would bring ButtonBase, its ripple and transitions
 * into every page with a playground (about 17 KB gzip on a Joy UI or Base UI page, which has no other use
 * for them), and render a ripple layer for each option of every control.
 */

/** A small text button: the panel's Reset. */
export const TextButton = styled('button')(({ theme }) => ({
  font: 'inherit',
  fontSize: '0.8125rem',
  fontWeight: 500,
  lineHeight: 1.75,
  padding: '4px 8px',
  minWidth: 0,
  border: 0,
  borderRadius: theme.shape.borderRadius,
  background: 'transparent',
  color: theme.vars.palette.primary.main,
  cursor: 'pointer',
  '&:hover': { backgroundColor: theme.vars.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 1 },
}));

/** The code bar's Copy, light on the code's dark background in both colour modes. */
export const CodeBarButton = styled(TextButton)({
  color: '#f8f8f2',
  '&:hover': { backgroundColor: 'rgba(255 255 255 / 0.12)' },
  '&:focus-visible': { outline: '2px solid #f8f8f2' },
});

/** Options side by side, joined like a segmented control; each is a button with `aria-pressed`. */
export const ToggleGroup = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  '& > button': {
    font: 'inherit',
    fontSize: '0.8125rem',
    lineHeight: 1.75,
    padding: '2px 9px',
    margin: 0,
    // text.secondary: an option's edge at 3:1 or more against the panel (WCAG 1.4.11), in both schemes.
    border: `1px solid ${theme.vars.palette.text.secondary}`,
    marginInlineStart: -1,
    borderRadius: 0,
    background: 'transparent',
    color: theme.vars.palette.text.secondary,
    cursor: 'pointer',
    '&:first-of-type': { marginInlineStart: 0, borderStartStartRadius: theme.shape.borderRadius, borderEndStartRadius: theme.shape.borderRadius },
    '&:last-of-type': { borderStartEndRadius: theme.shape.borderRadius, borderEndEndRadius: theme.shape.borderRadius },
    '&:hover': { backgroundColor: theme.vars.palette.action.hover, color: theme.vars.palette.text.primary },
    '&[aria-pressed="true"]': {
      position: 'relative',
      color: theme.vars.palette.primary.main,
      backgroundColor: `rgba(${theme.vars.palette.primary.mainChannel} / ${theme.vars.palette.action.selectedOpacity})`,
      fontWeight: 600,
    },
    '&:focus-visible': { position: 'relative', zIndex: 1, outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 1 },
  },
}));

/** A checkbox drawn as a switch (`role="switch"`: on or off), labelled by the label around it. */
export const SwitchLabel = styled('label')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 10,
  fontSize: '0.875rem',
  cursor: 'pointer',
  '& > input': {
    appearance: 'none',
    flexShrink: 0,
    position: 'relative',
    width: 34,
    height: 20,
    margin: 0,
    borderRadius: 10,
    // The track's edge: 3:1 or more against the panel when off (WCAG 1.4.11).
    border: `1px solid ${theme.vars.palette.text.secondary}`,
    backgroundColor: theme.vars.palette.background.paper,
    cursor: 'pointer',
    transition: 'background-color 120ms',
    '&::before': {
      content: '""',
      position: 'absolute',
      top: 2,
      insetInlineStart: 2,
      width: 14,
      height: 14,
      borderRadius: '50%',
      backgroundColor: theme.vars.palette.text.secondary,
      transition: 'inset-inline-start 120ms',
    },
    '&:checked': {
      borderColor: theme.vars.palette.primary.main,
      backgroundColor: theme.vars.palette.primary.main,
      '&::before': { insetInlineStart: 16, backgroundColor: theme.vars.palette.primary.contrastText },
    },
    '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
    '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&::before': { transition: 'none' } },
  },
}));
