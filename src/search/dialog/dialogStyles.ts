import { styled } from '../../theme/styled';

export const Dialog = styled('dialog')(({ theme }) => ({
  width: 'min(640px, calc(100vw - 32px))',
  maxWidth: 'none',
  maxHeight: 'min(640px, calc(100dvh - 16vh))',
  margin: '8vh auto auto',
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: 12,
  backgroundColor: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  boxShadow: '0 16px 48px rgba(0, 0, 0, 0.28)',
  overflow: 'hidden',
  '&:not([open])': { display: 'none' },
  '&::backdrop': { backgroundColor: 'rgba(10, 20, 30, 0.55)', backdropFilter: 'blur(2px)' },
  [theme.breakpoints.down('sm')]: { width: '100vw', maxHeight: '100dvh', height: '100dvh', margin: 0, borderRadius: 0, border: 0 },
}));

export const SearchForm = styled('form')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  padding: '0 12px 0 16px',
  borderBottom: `1px solid ${theme.vars.palette.divider}`,
  '& > svg': { width: 22, height: 22, color: theme.vars.palette.primary.main, flexShrink: 0 },
}));

export const SearchInput = styled('input')(({ theme }) => ({
  flexGrow: 1,
  minWidth: 0,
  height: 56,
  border: 0,
  outline: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontSize: '1.0625rem',
  '&::placeholder': { color: theme.vars.palette.text.secondary, opacity: 1 },
  '&::-webkit-search-cancel-button': { display: 'none' },
}));

export const Kbd = styled('kbd')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 22,
  height: 22,
  padding: '0 5px',
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: 5,
  font: 'inherit',
  fontSize: '0.75rem',
  fontWeight: 600,
  lineHeight: 1,
  color: theme.vars.palette.text.secondary,
  backgroundColor: theme.vars.palette.background.default,
}));

export const CloseButton = styled('button')(({ theme }) => ({
  flexShrink: 0,
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  borderRadius: 6,
  '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
}));

export const Body = styled('div')({
  flexGrow: 1,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: '4px 8px 12px',
});

export const Message = styled('div')(({ theme }) => ({
  padding: '28px 16px',
  textAlign: 'center',
  color: theme.vars.palette.text.secondary,
  fontSize: '0.9375rem',
  '& strong': { color: theme.vars.palette.text.primary, display: 'block', marginBottom: 6, fontSize: '1rem' },
  '& button': {
    marginTop: 12,
    padding: '6px 14px',
    borderRadius: 8,
    border: `1px solid ${theme.vars.palette.divider}`,
    background: 'none',
    color: theme.vars.palette.primary.main,
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
  },
}));

export const GroupLabel = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '14px 8px 6px',
  fontSize: '0.8125rem',
  fontWeight: 700,
  color: theme.vars.palette.text.secondary,
}));

export const ProductChip = styled('span')(({ theme }) => ({
  padding: '1px 8px',
  borderRadius: 999,
  fontSize: '0.6875rem',
  fontWeight: 600,
  lineHeight: 1.6,
  color: theme.vars.palette.primary.main,
  border: `1px solid ${theme.vars.palette.divider}`,
  whiteSpace: 'nowrap',
}));

export const OptionList = styled('ul')({ listStyle: 'none', margin: 0, padding: 0 });

export const Option = styled('li')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  padding: '9px 12px',
  cursor: 'pointer',
  borderRadius: 8,
  border: `1px solid ${theme.vars.palette.divider}`,
  marginBottom: 4,
  backgroundColor: theme.vars.palette.background.default,
  '&[aria-selected="true"]': {
    backgroundColor: theme.vars.palette.primary.main,
    borderColor: theme.vars.palette.primary.main,
    color: theme.vars.palette.primary.contrastText,
    '& *': { color: 'inherit' },
    '& mark': { textDecorationColor: 'currentColor' },
  },
  '& svg': { width: 20, height: 20, flexShrink: 0, color: theme.vars.palette.text.secondary },
  '& mark': {
    background: 'none',
    color: 'inherit',
    fontWeight: 700,
    textDecoration: 'underline',
    textDecorationColor: theme.vars.palette.primary.main,
    textUnderlineOffset: 3,
  },
}));

export const OptionText = styled('span')(({ theme }) => ({
  flexGrow: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  '& > span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& > span + span': { fontSize: '0.8125rem', color: theme.vars.palette.text.secondary },
}));

export const KindLabel = styled('span')(({ theme }) => ({
  flexShrink: 0,
  fontSize: '0.75rem',
  color: theme.vars.palette.text.secondary,
}));

export const RemoveIcon = styled('span')(({ theme }) => ({
  flexShrink: 0,
  display: 'inline-flex',
  margin: -4,
  padding: 4,
  borderRadius: 6,
  color: theme.vars.palette.text.secondary,
  '&:hover': { backgroundColor: theme.vars.palette.action.hover },
  '& svg': { width: 18, height: 18 },
}));

export const Footer = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 14,
  padding: '8px 16px',
  borderTop: `1px solid ${theme.vars.palette.divider}`,
  fontSize: '0.75rem',
  color: theme.vars.palette.text.secondary,
  '& > span': { display: 'inline-flex', alignItems: 'center', gap: 4 },
  '& > [aria-live]': { marginInlineStart: 'auto' },
  [theme.breakpoints.down('sm')]: { '& > span:not([aria-live])': { display: 'none' } },
}));
