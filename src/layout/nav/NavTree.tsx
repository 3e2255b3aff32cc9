import * as React from 'react';
import Link from '../../routing/Link';
import { styled, type Theme } from '@mui/material/styles';
import { pageToTitle } from '../../navigation/pageTitle';
import type { NavIconName, NavPage } from '../../navigation/types';
import { PathIcon } from '../../icons/PathIcon';
import { SHELL_ICON_PATHS } from '../../icons/shellIcons.generated';
import { localizeHref, pathnameToHref } from '../../routing/hrefs';
import type { Language } from '../../site/languages';
import { useTranslate } from '../../i18n/I18nProvider';
import { flagsOfPage } from '../../navigation/pageFlags';
import { FlagChips, PlanMark } from './NavBadges';

// Explicit border-box: content inside <details> inherits through its shadow slot, not from `*`.
const List = styled('ul')({ listStyle: 'none', margin: 0, padding: 0, boxSizing: 'border-box' });

const itemStyles = ({ theme }: { theme: Theme }) =>
  ({
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
  }) as const;

const NavAnchor = styled(Link)(({ theme }) => ({
  ...itemStyles({ theme }),
  '&[aria-current="page"]': {
    color: theme.vars.palette.primary.main,
    backgroundColor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.1)`,
    fontWeight: 600,
  },
}));

const ExternalAnchor = styled('a')(({ theme }) => ({ ...itemStyles({ theme }) }));

const GroupSummary = styled('summary')(({ theme }) => ({
  ...itemStyles({ theme }),
  listStyle: 'none',
  fontWeight: 600,
  color: theme.vars.palette.text.primary,
  '&::-webkit-details-marker': { display: 'none' },
  '& .nav-chevron': { marginInlineStart: 'auto', transition: 'transform 150ms', fontSize: 18 },
  'details[open] > & .nav-chevron': { transform: 'rotate(90deg)' },
}));

const Subheader = styled('div')(({ theme }) => ({
  padding: '12px 8px 4px',
  paddingInlineStart: 'calc(8px + var(--nav-depth, 0) * 12px)',
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: theme.vars.palette.text.secondary,
}));

const IconBox = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  marginInlineEnd: 10,
  color: theme.vars.palette.primary.main,
  '& svg': { fontSize: 18 },
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
        <GroupSummary style={depthStyle(depth)}>
          {iconPath ? (
            <IconBox>
              <PathIcon d={iconPath} size={18} />
            </IconBox>
          ) : null}
          <span>{pageToTitle(page)}</span>
          {page.plan ? <PlanMark plan={page.plan} /> : null}
          <FlagChips flags={flagsOfPage(page)} />
          <PathIcon d={SHELL_ICON_PATHS.ChevronRight} size={18} className="nav-chevron" />
        </GroupSummary>
        <List>
          {page.children?.map((child) => <NavNode key={child.pathname} page={child} depth={depth + 1} {...shared} />)}
        </List>
      </details>
    </li>
  );
}

function NavNode(props: NodeProps) {
  const { page, depth, activeNodePathname, language, onNavigate } = props;
  const t = useTranslate();
  if (page.children) {
    if (page.subheader && depth > 0) {
      return (
        <li data-nav-subheader={page.pathname}>
          <Subheader style={depthStyle(depth)}>{pageToTitle(page)}</Subheader>
          <List>
            {page.children.map((child) => <NavNode key={child.pathname} {...props} page={child} depth={depth} />)}
          </List>
        </li>
      );
    }
    return <NavGroup {...props} />;
  }
  const iconPath = page.icon ? props.iconPaths[page.icon] : undefined;
  const label = (
    <>
      {iconPath ? (
        <IconBox>
          <PathIcon d={iconPath} size={18} />
        </IconBox>
      ) : null}
      <span>{pageToTitle(page)}</span>
      {page.plan ? <PlanMark plan={page.plan} /> : null}
      <FlagChips flags={flagsOfPage(page)} />
    </>
  );
  if (page.external) {
    return (
      <li>
        <ExternalAnchor href={page.pathname} target="_blank" rel="noopener" style={depthStyle(depth)} {...page.linkProps}>
          {label}
          <PathIcon d={SHELL_ICON_PATHS.OpenInNew} size={14} role="img" aria-hidden={undefined} aria-label={t('nav.opensInNewTab')} style={{ marginInlineStart: 6 }} />
        </ExternalAnchor>
      </li>
    );
  }
  const isActive = page.pathname === activeNodePathname;
  return (
    <li>
      <NavAnchor
        href={localizeHref(pathnameToHref(page.pathname), language)}
        prefetch={false}
        aria-current={isActive ? 'page' : undefined}
        onClick={onNavigate}
        style={depthStyle(depth)}
        {...page.linkProps}
      >
        {label}
      </NavAnchor>
    </li>
  );
}

/** The navigation tree of one section: collapsible groups, subheaders, pages with plan marks and chips. */
export function NavTree({ pages, ...shared }: NavTreeProps) {
  return (
    <List>
      {pages.map((page) => (
        <NavNode key={page.pathname} page={page} depth={0} {...shared} />
      ))}
    </List>
  );
}
