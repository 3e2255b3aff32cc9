import { styled } from '../theme/styled';
import type { DocsPageModel, WhileBeingWritten } from '../docsPage/types';
import { useTranslate } from '../i18n/I18nProvider';
import type { PageLink } from '../navigation/treeQueries';
import Link from '../routing/Link';
import { localizeHref, pathnameToHref } from '../routing/hrefs';
import type { Language } from '../site/languages';

const Note = styled('div')(({ theme }) => ({
  margin: '0 0 24px',
  padding: '12px 16px',
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.vars.palette.divider}`,
  color: theme.vars.palette.text.secondary,
  '& p': { margin: 0 },
  '& p + p, & dl': { marginTop: 8 },
  '& dl': { margin: '8px 0 0', display: 'grid', gap: 4 },
  '& dt': { fontWeight: 600, color: theme.vars.palette.text.primary },
  '& dd': { margin: 0, display: 'flex', flexWrap: 'wrap', gap: '4px 12px' },
  '& a': { color: theme.vars.palette.primary.main, fontWeight: 500 },
}));

function Links({ links, language }: { links: PageLink[]; language: Language }) {
  return (
    <dd>
      {links.map((link) => (
        <Link key={link.pathname} href={localizeHref(pathnameToHref(link.pathname), language)}>
          {link.title}
        </Link>
      ))}
    </dd>
  );
}

function Meanwhile({ links, language }: { links: WhileBeingWritten; language: Language }) {
  const t = useTranslate();
  const groups: Array<[string, PageLink[]]> = [
    [t('page.meanwhileApi'), links.api],
    [t('page.meanwhileNearby'), links.nearby],
    [t('page.meanwhileOverview'), links.overview ? [links.overview] : []],
  ];
  const shown = groups.filter(([, entries]) => entries.length > 0);
  return (
    <>
      {shown.length > 0 ? (
        <>
          <p>{t('page.meanwhile')}</p>
          <dl data-testid="while-being-written">
            {shown.map(([title, entries]) => (
              <div key={title}>
                <dt>{title}</dt>
                <Links links={entries} language={language} />
              </div>
            ))}
          </dl>
        </>
      ) : null}
      <p>{t('page.meanwhileSearch')}</p>
    </>
  );
}

/**
 * The note of a page whose content has not landed (with where to go meanwhile), or of a planned
 * component.
 */
export function PageStatusNote({ page, productName, language }: { page: DocsPageModel; productName: string; language: Language }) {
  const t = useTranslate();
  const text =
    page.status === 'planned'
      ? t('page.planned', { params: { title: page.title, product: productName } })
      : t('page.beingWritten');
  return (
    <Note role="note" data-page-status={page.status}>
      <p>{text}</p>
      {page.status === 'being-written' && page.whileBeingWritten ? <Meanwhile links={page.whileBeingWritten} language={language} /> : null}
    </Note>
  );
}
