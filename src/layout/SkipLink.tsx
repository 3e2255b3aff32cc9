import { styled } from '../theme/styled';
import { useTranslate } from '../i18n/I18nProvider';

export const MAIN_CONTENT_ID = 'main-content';

const Anchor = styled('a')(({ theme }) => ({
  position: 'fixed',
  top: 8,
  insetInlineStart: 8,
  zIndex: theme.zIndex.tooltip + 1,
  padding: '8px 16px',
  borderRadius: 8,
  background: theme.vars.palette.primary.main,
  color: theme.vars.palette.primary.contrastText,
  fontWeight: 600,
  textDecoration: 'none',
  transform: 'translateY(-150%)',
  transition: 'transform 120ms',
  '&:focus': { transform: 'translateY(0)' },
}));

/** First focusable element of every page: jumps past the app bar and the navigation. */
export function SkipLink() {
  const t = useTranslate();
  return <Anchor href={`#${MAIN_CONTENT_ID}`}>{t('page.skipToContent')}</Anchor>;
}
