import dynamic from 'next/dynamic';
import { styled } from '../theme/styled';
import { ApiReference } from '../blocks/splitBlocks';
import { MarkdownBody } from '../blocks/MarkdownBody';
import { PageBody } from '../blocks/PageBody';
import { MaterialIconsFont } from '../blocks/MaterialIconsFont';
import { PrismStylesheet } from '../blocks/PrismStylesheet';
import type { DocsPageProps } from '../docsPage/types';
import { useTranslate } from '../i18n/I18nProvider';
import { findProduct } from '../site/products';
import Link from '../routing/Link';
import { localizeHref, pathnameToHref } from '../routing/hrefs';
import { HydrateLater } from './HydrateLater';
import { AppFrame } from './AppFrame';
import { CopyPageButton } from './CopyPageButton';
import { FlagChips, PlanMark } from './nav/NavBadges';
import { PageFooter } from './PageFooter';
import { PageHead } from './PageHead';
import { TableOfContents } from './toc/TableOfContents';
import { Article, ArticleColumns as Columns } from './ArticleColumns';

// Only the few pages still planned or being written show it: the others don't carry its code.
const PageStatusNote = dynamic(() => import('./PageStatusNote').then((module) => module.PageStatusNote));

const Crumbs = styled('ol')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  listStyle: 'none',
  margin: '0 0 8px',
  padding: 0,
  fontSize: '0.8125rem',
  fontWeight: 600,
  color: theme.vars.palette.text.secondary,
  '& li + li::before': { content: '"›"', margin: '0 8px', color: theme.vars.palette.text.secondary },
  '& a': { color: theme.vars.palette.primary.main, textDecoration: 'none', borderRadius: 4 },
  '& a:hover': { textDecoration: 'underline' },
  '& a:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
}));

const Title = styled('h1')(({ theme }) => ({ ...theme.typography.h1, margin: '0 0 16px' }));

/** A documentation page inside the shell: breadcrumbs, title, body, table of contents, prev/next. */
export function DocsPage({ userLanguage, canonicalAs, page, navigation }: DocsPageProps) {
  const productName = findProduct(navigation.sectionId)?.name ?? 'MUI';
  const t = useTranslate();
  return (
    <AppFrame language={userLanguage} pathname={page.pathname} navigation={navigation}>
      <PageHead
        title={`${page.title} - ${productName}`}
        description={page.description}
        canonicalAs={canonicalAs}
        language={userLanguage}
      />
      <Columns withToc={page.toc.length > 0}>
        <Article>
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 16 }}>
            <nav aria-label={t('page.breadcrumb')}>
              <Crumbs>
                {page.breadcrumbs.map((crumb, index) => (
                  <li key={`${crumb.title}-${index}`}>
                    {crumb.pathname ? <Link href={localizeHref(pathnameToHref(crumb.pathname), userLanguage)}>{crumb.title}</Link> : crumb.title}
                  </li>
                ))}
              </Crumbs>
            </nav>
            <CopyPageButton canonicalAs={canonicalAs} language={userLanguage} />
          </div>
          <Title>
            {page.heading}
            {page.plan ? <PlanMark plan={page.plan} /> : null}
            <FlagChips flags={page.flags} />
          </Title>
          {page.status === 'written' ? null : <PageStatusNote page={page} productName={productName} language={userLanguage} />}
          {page.untranslated ? (
            <p role="note" data-untranslated="true" style={{ color: 'var(--mui-palette-text-secondary)', fontSize: '0.875rem' }}>
              {t('page.untranslated')}
            </p>
          ) : null}
          {page.hasCode ? <PrismStylesheet /> : null}
          {page.needsIconFont ? <MaterialIconsFont /> : null}
          {page.body.length > 0 ? (
            <div lang={page.untranslated ? 'en' : undefined}>
              <HydrateLater>
                {/* A new page mounts its body afresh: blocks that keep the server's HTML until needed must not keep
                    another page's, nor the same page's in the other language (one route serves both, see
                    routing/languageRoutes). */}
                <PageBody key={`${userLanguage}${page.pathname}`} page={page} productName={productName} language={userLanguage} />
              </HydrateLater>
            </div>
          ) : null}
          {page.api ? (
            <HydrateLater>
              <ApiReference docs={page.api} language={userLanguage} />
            </HydrateLater>
          ) : null}
          {!page.api && page.apiAnchors.length > 0 ? (
            <MarkdownBody>
              {page.apiAnchors.map((anchor) => (
                <section key={anchor.hash} aria-labelledby={anchor.hash}>
                  <h2 id={anchor.hash}>{anchor.title}</h2>
                  <p>The reference for {anchor.title} is being written.</p>
                </section>
              ))}
            </MarkdownBody>
          ) : null}
          <HydrateLater>
            <PageFooter prev={navigation.prev} next={navigation.next} source={page.source} language={userLanguage} />
          </HydrateLater>
        </Article>
        <HydrateLater>
          <TableOfContents toc={page.toc} />
        </HydrateLater>
      </Columns>
    </AppFrame>
  );
}
