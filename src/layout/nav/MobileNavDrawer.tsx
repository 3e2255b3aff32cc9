import * as React from 'react';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { styled } from '../../theme/styled';
import { useTranslate } from '../../i18n/I18nProvider';
import { NAV_DRAWER_WIDTH } from '../../site/constants';
import { MaterialDocsTheme } from '../../theme/MaterialDocsTheme';

const DrawerHeader = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: '8px 8px 8px 20px',
  borderBottom: `1px solid ${theme.vars.palette.divider}`,
  fontWeight: 700,
}));

export interface MobileNavDrawerProps {
  open: boolean;
  onClose: () => void;
  sectionName: string;
  /** Accessible name of the navigation landmark. */
  label: string;
  /** The app bar's controls that a phone's bar has no room for, above the tree. */
  tools?: React.ReactNode;
  children: React.ReactNode;
}

function scrollActiveIntoView(root: HTMLElement | null) {
  const active = root?.querySelector<HTMLElement>('[aria-current="page"]');
  const scroller = root?.parentElement;
  if (!active || !scroller) return;
  const offset = active.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
  scroller.scrollTop += offset - scroller.clientHeight / 2;
}

/** The navigation of narrow screens: a temporary drawer behind the app bar's menu button. */
function MobileNavDrawerContents({ open, onClose, sectionName, label, tools, children }: MobileNavDrawerProps) {
  const t = useTranslate();
  const navRef = React.useRef<HTMLElement>(null);
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: false }}
      // Closing is instant: following a link unmounts the drawer at once, with nothing left to
      // finish (or get stuck) while the next page renders.
      transitionDuration={{ enter: 225, exit: 0 }}
      PaperProps={{ sx: { width: NAV_DRAWER_WIDTH + 20, maxWidth: '85vw' } }}
      SlideProps={{ onEntered: () => scrollActiveIntoView(navRef.current) }}
    >
      <DrawerHeader>
        <span>{sectionName}</span>
        <IconButton onClick={onClose} aria-label={t('appBar.closeNavigation')}>
          <CloseIcon />
        </IconButton>
      </DrawerHeader>
      {tools}
      <nav aria-label={label} id="nav-drawer-mobile" ref={navRef} style={{ padding: 12, overflowY: 'auto' }}>
        {children}
      </nav>
    </Drawer>
  );
}

/** In the docs' Material UI theme (this part loads on demand and brings it). */
export default function MobileNavDrawer(props: MobileNavDrawerProps) {
  return (
    <MaterialDocsTheme>
      <MobileNavDrawerContents {...props} />
    </MaterialDocsTheme>
  );
}
