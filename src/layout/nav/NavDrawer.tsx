import * as React from 'react';
import dynamic from 'next/dynamic';
import { styled } from '../../theme/styled';
import { useTranslate } from '../../i18n/I18nProvider';
import { findActivePage } from '../../navigation/treeQueries';
import type { NavIconName, NavPage } from '../../navigation/types';
import { NAV_DRAWER_WIDTH } from '../../site/constants';
import type { Language } from '../../site/languages';
import { APP_BAR_HEIGHT } from '../appBarHeight';
import { NavTree } from './NavTree';

const PermanentNav = styled('nav')(({ theme }) => ({
  display: 'none',
  flexShrink: 0,
  width: NAV_DRAWER_WIDTH,
  position: 'sticky',
  top: APP_BAR_HEIGHT,
  height: `calc(100vh - ${APP_BAR_HEIGHT}px)`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: '12px 12px 32px',
  borderInlineEnd: `1px solid ${theme.vars.palette.divider}`,
  [theme.breakpoints.up('lg')]: { display: 'block' },
}));

/** The temporary drawer of narrow screens, loaded when the reader first opens it (or points at its button). */
export const loadMobileNavDrawer = () => import('./MobileNavDrawer');
const MobileNavDrawer = dynamic(loadMobileNavDrawer, { ssr: false });

export interface NavDrawerProps {
  sectionName: string;
  pages: readonly NavPage[];
  iconPaths: Partial<Record<NavIconName, string>>;
  /** Canonical pathname of the current page. */
  pathname: string;
  language: Language;
  mobileOpen: boolean;
  onMobileClose: () => void;
  /** Controls shown above the tree in the narrow drawer. */
  mobileTools?: React.ReactNode;
}

/** Scrolls the active link to the middle of its scrolling container, without moving the page. */
function useScrollActiveIntoView(container: React.RefObject<HTMLElement>, key: string) {
  React.useEffect(() => {
    const root = container.current;
    const active = root?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!root || !active) return;
    const offset = active.getBoundingClientRect().top - root.getBoundingClientRect().top;
    root.scrollTop += offset - root.clientHeight / 2;
  }, [container, key]);
}

/** The section's navigation: permanent from 1200 px wide, a temporary drawer behind the menu button below. */
export function NavDrawer({ sectionName, pages, iconPaths, pathname, language, mobileOpen, onMobileClose, mobileTools }: NavDrawerProps) {
  const t = useTranslate();
  const label = t('nav.navigation', { params: { section: sectionName } });
  const { activePage, activePageParents } = React.useMemo(() => findActivePage(pages, pathname), [pages, pathname]);
  const openPathnames = React.useMemo(
    () => new Set(activePageParents.map((parent) => parent.pathname)),
    [activePageParents],
  );
  const permanentRef = React.useRef<HTMLElement>(null);
  const [mobileUsed, setMobileUsed] = React.useState(false);
  React.useEffect(() => {
    if (mobileOpen) setMobileUsed(true);
  }, [mobileOpen]);
  useScrollActiveIntoView(permanentRef, pathname);

  const tree = (onNavigate?: () => void) => (
    <NavTree
      pages={pages}
      activeNodePathname={activePage?.pathname ?? null}
      openPathnames={openPathnames}
      language={language}
      iconPaths={iconPaths}
      onNavigate={onNavigate}
    />
  );

  return (
    <>
      <PermanentNav ref={permanentRef} aria-label={label} id="nav-drawer-permanent">
        {tree()}
      </PermanentNav>
      {mobileUsed ? (
        <MobileNavDrawer open={mobileOpen} onClose={onMobileClose} sectionName={sectionName} label={label} tools={mobileTools}>
          {tree(onMobileClose)}
        </MobileNavDrawer>
      ) : null}
    </>
  );
}
