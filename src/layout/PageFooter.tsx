import Link from '../routing/Link';
import { styled } from '@mui/material/styles';
import { useTranslate } from '../i18n/I18nProvider';
import type { PageLink } from '../navigation/treeQueries';
import { localizeHref, pathnameToHref } from '../routing/hrefs';
import type { Language } from '../site/languages';
import { PathIcon } from '../icons/PathIcon';
import { SHELL_ICON_PATHS } from '../icons/shellIcons.generated';

const Footer = styled('footer')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  gap: 16,
  marginTop: 56,
  paddingTop: 24,
  borderTop: `1px solid ${theme.vars.palette.divider}`,
}));

const NeighbourLink = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: 2,
  padding: '8px 12px',
  borderRadius: 10,
  textDecoration: 'none',
  color: theme.vars.palette.primary.main,
  fontWeight: 600,
  maxWidth: '48%',
  '& small': { color: theme.vars.palette.text.secondary, fontWeight: 500, fontSize: '0.75rem' },
  '&:hover': { backgroundColor: theme.vars.palette.action.hover },
  '&[rel="next"]': { marginInlineStart: 'auto', textAlign: 'end', alignItems: 'flex-end' },
}));

export interface PageFooterProps {
  prev: PageLink | null;
  next: PageLink | null;
  language: Language;
}

/** Links to the previous and next pages of the navigation tree. */
export function PageFooter({ prev, next, language }: PageFooterProps) {
  const t = useTranslate();
  if (!prev && !next) return null;
  return (
    <Footer>
      {prev ? (
        <NeighbourLink href={localizeHref(pathnameToHref(prev.pathname), language)} rel="prev" data-testid="prev-page">
          <small>{t('page.previous')}</small>
          <span style={{ display: 'inline-flex', alignItems: 'center' }}>
            <PathIcon d={SHELL_ICON_PATHS.ChevronLeft} size="1.25rem" />
            {prev.title}
          </span>
        </NeighbourLink>
      ) : null}
      {next ? (
        <NeighbourLink href={localizeHref(pathnameToHref(next.pathname), language)} rel="next" data-testid="next-page">
          <small>{t('page.next')}</small>
          <span style={{ display: 'inline-flex', alignItems: 'center' }}>
            {next.title}
            <PathIcon d={SHELL_ICON_PATHS.ChevronRight} size="1.25rem" />
          </span>
        </NeighbourLink>
      ) : null}
    </Footer>
  );
}
