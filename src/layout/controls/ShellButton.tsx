import { styled } from '../../theme/styled';
import type { ShellTheme } from '../../theme/shellTheme';

/**
 * Buttons of the shell (app bar, page actions). Plain elements styled once: the shell must not pull
 * Material UI's ButtonBase, ripple and transition code into every page's first load. `data-hint`
 * shows a small label under the button on hover and keyboard focus (its accessible name is the
 * aria-label).
 */
const base = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 6,
  flexShrink: 0,
  position: 'relative' as const,
  margin: 0,
  border: '1px solid transparent',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'none',
  whiteSpace: 'nowrap' as const,
  WebkitTapHighlightColor: 'transparent',
  '& svg': { width: 20, height: 20, flexShrink: 0 },
};

function hoverAndFocus(theme: { vars: { palette: { action: { hover: string }; primary: { main: string } } } }) {
  return {
    '&:hover': { backgroundColor: theme.vars.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
    '&[data-hint]:hover::after, &[data-hint]:focus-visible::after': {
      content: 'attr(data-hint)',
      position: 'absolute' as const,
      top: 'calc(100% + 6px)',
      insetInlineEnd: 0,
      padding: '4px 8px',
      borderRadius: 4,
      background: 'rgba(33, 33, 33, 0.92)',
      color: '#fff',
      fontSize: '0.75rem',
      fontWeight: 500,
      lineHeight: 1.4,
      pointerEvents: 'none' as const,
      zIndex: 1,
    },
  };
}

type NoProps = Record<never, never>;
interface TextButtonProps {
  outlined?: boolean;
  compact?: boolean;
}
const isOwnProp = (prop: string) => prop !== 'outlined' && prop !== 'compact';

function textButton({ theme, outlined, compact }: TextButtonProps & { theme: ShellTheme }) {
  return {
    ...base,
    minHeight: compact ? 30 : 36,
    padding: compact ? '3px 8px' : '6px 10px',
    borderRadius: 8,
    fontSize: compact ? '0.8125rem' : '0.875rem',
    fontWeight: 600,
    lineHeight: 1.5,
    ...(outlined ? { borderColor: theme.vars.palette.divider } : {}),
    ...hoverAndFocus(theme),
  };
}

function iconButton({ theme }: { theme: ShellTheme }) {
  return {
    ...base,
    width: 40,
    height: 40,
    padding: 8,
    borderRadius: '50%',
    '& svg': { width: 24, height: 24 },
    ...hoverAndFocus(theme),
  };
}

/** A text button: label with optional icons; `outlined` draws a border. */
export const ShellButton = styled('button', { shouldForwardProp: isOwnProp })<TextButtonProps>(textButton);

/** A round button holding one icon; it needs an aria-label. */
export const ShellIconButton = styled('button')<NoProps>(iconButton);

/** A link that looks like {@link ShellButton}. */
export const ShellButtonLink = styled('a', { shouldForwardProp: isOwnProp })<TextButtonProps>(textButton);

/** A link that looks like {@link ShellIconButton}. */
export const ShellIconLink = styled('a')<NoProps>(iconButton);
