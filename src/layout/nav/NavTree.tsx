import * as React from 'react';
import { styled } from '../../theme/styled';
import { useClientLinks } from '../../routing/useClientLinks';
import type { NavIconName, NavPage } from '../../navigation/types';
import type { Language } from '../../site/languages';
import { useTranslate } from '../../i18n/I18nProvider';
import { navFlagStyles } from './NavBadges';
import { navTreeHtml } from './navTreeHtml';

// One stylesheet for the whole tree: its items are plain elements with class names (see navTreeHtml.ts),
// so a tree of hundreds of links costs one emotion style and no React component per item.
// Explicit border-box: content inside <details> inherits through its shadow slot, not from `*`.
const TreeRoot = styled('ul')(({ theme }) => ({
  '&, & ul': { listStyle: 'none', margin: 0, padding: 0, boxSizing: 'border-box' },
  '& .nav-item': {
    display: 'flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    width: '100%',
    minHeight: 32,
    padding: '4px 8px',
    paddingInlineStart: 'calc(8px + var(--nav-depth, 0) * 12px)',
    borderRadius: 8,
    color: theme.vars.palette.text.secondary,
    fontSize: '0.875rem',
    lineHeight: 1.4,
    fontWeight: 500,
    textDecoration: 'none',
    cursor: 'pointer',
    '&:hover': { backgroundColor: theme.vars.palette.action.hover, color: theme.vars.palette.text.primary },
    '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: -2 },
  },
  '& a.nav-item[aria-current="page"]': {
    color: theme.vars.palette.primary.main,
    backgroundColor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.1)`,
    fontWeight: 600,
  },
  '& summary.nav-item': {
    listStyle: 'none',
    fontWeight: 600,
    color: theme.vars.palette.text.primary,
    '&::-webkit-details-marker': { display: 'none' },
  },
  '& details[open] > summary > .nav-chevron': { transform: 'rotate(90deg)' },
  '& .nav-subheader': {
    padding: '12px 8px 4px',
    paddingInlineStart: 'calc(8px + var(--nav-depth, 0) * 12px)',
    fontSize: '0.75rem',
    fontWeight: 700,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
    color: theme.vars.palette.text.secondary,
  },
  '& .nav-icon': { display: 'inline-flex', marginInlineEnd: 10, color: theme.vars.palette.primary.main },
  '& .nav-chevron': { marginInlineStart: 'auto', transition: 'transform 150ms', flexShrink: 0 },
  '& .nav-plan': { width: 14, height: 14, marginInlineStart: 6, flexShrink: 0, verticalAlign: 'middle' },
  '& .nav-flag': navFlagStyles(theme),
}));

export interface NavTreeProps {
  pages: readonly NavPage[];
  /** Pathname of the tree node of the current page, exactly as the tree holds it. */
  activeNodePathname: string | null;
  /** Groups on the path to the active page: rendered open. */
  openPathnames: ReadonlySet<string>;
  language: Language;
  /** Path data of the section icons this tree uses (from the page's data). */
  iconPaths: Partial<Record<NavIconName, string>>;
  onNavigate?: () => void;
}

/**
 * Marks the current page and opens the groups leading to it, in a tree already in the page: after a
 * client-side navigation the markup stays (with the groups the reader opened or closed) and only
 * these attributes move.
 */
function markActive(root: HTMLElement, activeNodePathname: string | null, openPathnames: ReadonlySet<string>): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-nav-page]')) {
    if (link.dataset.navPage === activeNodePathname) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  for (const group of root.querySelectorAll<HTMLDetailsElement>('details[data-nav-group]')) {
    if (openPathnames.has(group.dataset.navGroup ?? '')) group.open = true;
  }
}

/** The navigation tree of one section: collapsible groups, subheaders, pages with plan marks and chips. */
export function NavTree({ pages, activeNodePathname, openPathnames, language, iconPaths, onNavigate }: NavTreeProps) {
  const t = useTranslate();
  const delegated = useClientLinks<HTMLUListElement>(onNavigate);
  const rootRef = React.useRef<HTMLUListElement>(null);
  // The markup changes with the tree and its language only; the active page is marked in place, so
  // a navigation within the section does not rebuild hundreds of elements.
  const active = React.useRef({ activeNodePathname, openPathnames });
  active.current = { activeNodePathname, openPathnames };
  const html = React.useMemo(
    () =>
      navTreeHtml({
        pages,
        language,
        iconPaths,
        ...active.current,
        labels: {
          flags: { newFeature: t('nav.new'), planned: t('nav.planned'), unstable: t('nav.unstable'), legacy: t('nav.legacy') },
          plans: { pro: t('nav.proPlan'), premium: t('nav.premiumPlan') },
          opensInNewTab: t('nav.opensInNewTab'),
          beingWritten: t('nav.beingWritten'),
        },
      }),
    [pages, language, iconPaths, t],
  );
  React.useEffect(() => {
    if (rootRef.current) markActive(rootRef.current, activeNodePathname, openPathnames);
  }, [html, activeNodePathname, openPathnames]);
  return <TreeRoot ref={rootRef} {...delegated} dangerouslySetInnerHTML={{ __html: html }} />;
}
