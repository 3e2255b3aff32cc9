import * as React from 'react';
import { styled } from '@mui/material/styles';
import { useClientLinks } from '../../routing/useClientLinks';
import { pageToTitle } from '../../navigation/pageTitle';
import type { NavIconName, NavPage } from '../../navigation/types';
import { PathIcon } from '../../icons/PathIcon';
import { SHELL_ICON_PATHS } from '../../icons/shellIcons.generated';
import { localizeHref, pathnameToHref } from '../../routing/hrefs';
import type { Language } from '../../site/languages';
import { useTranslate } from '../../i18n/I18nProvider';
import { flagsOfPage } from '../../navigation/pageFlags';
import { FlagChips, PlanMark } from './NavBadges';

// One stylesheet for the whole tree: its items are plain elements with class names, so a tree of
// hundreds of links costs one emotion style, not one per item, when the page hydrates.
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
  '& .nav-chevron': { marginInlineStart: 'auto', transition: 'transform 150ms', fontSize: 18 },
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

interface NodeProps extends Omit<NavTreeProps, 'pages'> {
  page: NavPage;
  depth: number;
}

function depthStyle(depth: number): React.CSSProperties {
  return { ['--nav-depth' as string]: depth };
}

function NavGroup({ page, depth, ...shared }: NodeProps) {
  const startsOpen = shared.openPathnames.has(page.pathname);
  const [open, setOpen] = React.useState(startsOpen);
  React.useEffect(() => {
    if (startsOpen) setOpen(true);
  }, [startsOpen]);
  const iconPath = page.icon ? shared.iconPaths[page.icon] : undefined;
  return (
    <li>
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} data-nav-group={page.pathname}>
        <summary className="nav-item" style={depthStyle(depth)}>
          {iconPath ? (
            <span className="nav-icon">
              <PathIcon d={iconPath} size={18} />
            </span>
          ) : null}
          <span>{pageToTitle(page)}</span>
          {page.plan ? <PlanMark plan={page.plan} /> : null}
          <FlagChips flags={flagsOfPage(page)} />
          <PathIcon d={SHELL_ICON_PATHS.ChevronRight} size={18} className="nav-chevron" />
        </summary>
        <ul>
          {page.children?.map((child) => <NavNode key={child.pathname} page={child} depth={depth + 1} {...shared} />)}
        </ul>
      </details>
    </li>
  );
}

function NavNode(props: NodeProps) {
  const { page, depth, activeNodePathname, language } = props;
  const t = useTranslate();
  if (page.children) {
    if (page.subheader && depth > 0) {
      return (
        <li data-nav-subheader={page.pathname}>
          <div className="nav-subheader" style={depthStyle(depth)}>
            {pageToTitle(page)}
          </div>
          <ul>
            {page.children.map((child) => <NavNode key={child.pathname} {...props} page={child} depth={depth} />)}
          </ul>
        </li>
      );
    }
    return <NavGroup {...props} />;
  }
  const iconPath = page.icon ? props.iconPaths[page.icon] : undefined;
  const label = (
    <>
      {iconPath ? (
        <span className="nav-icon">
          <PathIcon d={iconPath} size={18} />
        </span>
      ) : null}
      <span>{pageToTitle(page)}</span>
      {page.plan ? <PlanMark plan={page.plan} /> : null}
      <FlagChips flags={flagsOfPage(page)} />
    </>
  );
  if (page.external) {
    return (
      <li>
        <a className="nav-item" href={page.pathname} target="_blank" rel="noopener" style={depthStyle(depth)} {...page.linkProps}>
          {label}
          <PathIcon d={SHELL_ICON_PATHS.OpenInNew} size={14} role="img" aria-hidden={undefined} aria-label={t('nav.opensInNewTab')} style={{ marginInlineStart: 6 }} />
        </a>
      </li>
    );
  }
  const isActive = page.pathname === activeNodePathname;
  return (
    <li>
      <a
        className="nav-item"
        data-client-link=""
        href={localizeHref(pathnameToHref(page.pathname), language)}
        aria-current={isActive ? 'page' : undefined}
        style={depthStyle(depth)}
        {...page.linkProps}
      >
        {label}
      </a>
    </li>
  );
}

/** The navigation tree of one section: collapsible groups, subheaders, pages with plan marks and chips. */
export function NavTree({ pages, ...shared }: NavTreeProps) {
  const delegated = useClientLinks<HTMLUListElement>(shared.onNavigate);
  return (
    <TreeRoot {...delegated}>
      {pages.map((page) => (
        <NavNode key={page.pathname} page={page} depth={0} {...shared} />
      ))}
    </TreeRoot>
  );
}
