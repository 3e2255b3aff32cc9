import Link from '../routing/Link';
import { styled } from '../theme/styled';
import { useTranslate } from '../i18n/I18nProvider';
import type { PageLink } from '../navigation/treeQueries';
import { localizeHref, pathnameToHref } from '../routing/hrefs';
import type { Language } from '../site/languages';
import { ShellIcon } from '../icons/ShellIcon';
import type { PageSource } from '../docsPage/types';
import { inlinedSiteSettings } from '../site/inlinedSettings';
import { sourceFileUrl } from '../site/sourceLinks';

const SOURCE_REPO_URL = inlinedSiteSettings().sourceRepoUrl;

const Footer = styled('footer')(({ theme }) => ({
  marginTop: 56,
  paddingTop: 16,
  borderTop: `1px solid ${theme.vars.palette.divider}`,
}));

const Meta = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '8px 16px',
  marginBottom: 16,
  fontSize: '0.875rem',
  color: theme.vars.palette.text.secondary,
  '& a': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    color: theme.vars.palette.primary.main,
    fontWeight: 600,
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
  },
}));

const Neighbours = styled('div')({
  display: 'flex',
  justifyContent: 'space-between',
  gap: 16,
});

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
  '& small': {
    color: theme.vars.palette.text.secondary,
    fontWeight: 500,
    fontSize: '0.75rem',
  },
  '&:hover': { backgroundColor: theme.vars.palette.action.hover },
  '&[rel="next"]': {
    marginInlineStart: 'auto',
    textAlign: 'end',
    alignItems: 'flex-end',
  },
}));

/** "Last changed on <time>": the sentence of the reader's language with the date as a `<time>` element. */
function LastChanged({ iso, text, sentence }: { iso: string; text: string; sentence: string }) {
  const [before, after = ''] = sentence.split('{{date}}');
  return (
    <span data-testid="page-last-changed">
      {before}
      <time dateTime={iso}>{text}</time>
      {after}
    </span>
  );
}

export interface PageFooterProps {
  prev: PageLink | null;
  next: PageLink | null;
  source: PageSource;
  language: Language;
}

/**
 * The end of a docs page: a link to edit its Markdown (when the site names its repository), the date
 * it last changed, and the previous and next pages of the navigation tree.
 */
export function PageFooter({ prev, next, source, language }: PageFooterProps) {
  const t = useTranslate();
  const editUrl = source.file ? sourceFileUrl(SOURCE_REPO_URL, source.file) : null;
  return (
    <Footer data-testid="page-footer">
      {editUrl || source.lastChanged ? (
        <Meta>
          {editUrl ? (
            <a href={editUrl} rel="noopener" data-testid="edit-page-link">
              <ShellIcon name="EditOutlined" size="1.125rem" />
              {t('page.editThisPage')}
            </a>
          ) : null}
          {source.lastChanged ? <LastChanged iso={source.lastChanged.iso} text={source.lastChanged.text} sentence={t('page.lastChanged')} /> : null}
        </Meta>
      ) : null}
      <Neighbours>
        {prev ? (
          <NeighbourLink href={localizeHref(pathnameToHref(prev.pathname), language)} rel="prev" data-testid="prev-page">
            <small>{t('page.previous')}</small>
            <span style={{ display: 'inline-flex', alignItems: 'center' }}>
              <ShellIcon name="ChevronLeft" size="1.25rem" />
              {prev.title}
            </span>
          </NeighbourLink>
        ) : null}
        {next ? (
          <NeighbourLink href={localizeHref(pathnameToHref(next.pathname), language)} rel="next" data-testid="next-page">
            <small>{t('page.next')}</small>
            <span style={{ display: 'inline-flex', alignItems: 'center' }}>
              {next.title}
              <ShellIcon name="ChevronRight" size="1.25rem" />
            </span>
          </NeighbourLink>
        ) : null}
      </Neighbours>
    </Footer>
  );
}
