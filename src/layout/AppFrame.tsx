import * as React from 'react';
import dynamic from 'next/dynamic';
import { styled } from '../theme/styled';
import type { PageNavigation } from '../docsPage/types';
import type { Language } from '../site/languages';
import { findProduct } from '../site/products';
import { pathnameToHref } from '../routing/hrefs';
import { LANGUAGE_TAGS } from '../site/languages';
import { inlinedSiteSettings } from '../site/inlinedSettings';
import { AppHeader } from './header/AppHeader';
import { loadMobileNavDrawer, NavDrawer } from './nav/NavDrawer';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { HydrateLater } from './HydrateLater';
import { NarrowDrawerTools } from './nav/NarrowDrawerTools';
import { setRootAttribute } from '../site/rootAttributes';

const Body = styled('div')({ display: 'flex', alignItems: 'flex-start', minHeight: 'calc(100vh - 64px)' });

const Main = styled('main')({ flexGrow: 1, minWidth: 0, outline: 'none' });

// The settings drawer is loaded when the reader first reaches for its button.
const loadSettingsDrawer = () => import('./SettingsDrawer');
const SettingsDrawer = dynamic(() => loadSettingsDrawer().then((module) => module.SettingsDrawer), { ssr: false });

const SOURCE_REPO_URL = inlinedSiteSettings().sourceRepoUrl;

export interface AppFrameProps {
  language: Language;
  /** Canonical pathname of the page, for the drawer's active item. */
  pathname: string;
  /** The section's navigation; pages without one (home, 404) have no drawer. */
  navigation?: Pick<PageNavigation, 'sectionId' | 'sectionName' | 'pages' | 'iconPaths'> | null;
  children: React.ReactNode;
}

/** The shell around every page: skip link, app bar, navigation drawer, settings drawer. */
export function AppFrame({ language, pathname, navigation, children }: AppFrameProps) {
  const [navOpen, setNavOpen] = React.useState(false);
  const [settingsOpen, setSettingsOpen] = React.useState(false);
  const [settingsUsed, setSettingsUsed] = React.useState(false);
  const product = navigation ? (findProduct(navigation.sectionId) ?? null) : null;
  const canonicalAs = pathname === '/404' ? '/' : pathnameToHref(pathname);
  const openSettings = () => {
    setSettingsUsed(true);
    setSettingsOpen(true);
  };
  // A followed link closes the narrow drawer; so does a language chosen in it (same pathname, other language).
  React.useEffect(() => setNavOpen(false), [pathname, language]);
  // <html lang> is served by _document; after a client-side switch of language it follows here (a write
  // of the same value would restyle the whole page: see setRootAttribute).
  React.useEffect(() => {
    setRootAttribute('lang', LANGUAGE_TAGS[language]);
  }, [language]);

  return (
    <>
      <SkipLink />
      <AppHeader
        language={language}
        product={product}
        onOpenNavigation={navigation ? () => setNavOpen(true) : undefined}
        onOpenSettings={openSettings}
        onPrepareNavigation={() => void loadMobileNavDrawer()}
        onPrepareSettings={() => void loadSettingsDrawer()}
        sourceRepoUrl={SOURCE_REPO_URL}
        canonicalAs={canonicalAs}
      />
      <Body>
        {navigation ? (
          <HydrateLater>
            <NavDrawer
              sectionName={navigation.sectionName}
              pages={navigation.pages}
              iconPaths={navigation.iconPaths}
              pathname={pathname}
              language={language}
              mobileOpen={navOpen}
              onMobileClose={() => setNavOpen(false)}
              mobileTools={
                <NarrowDrawerTools
                  product={product}
                  language={language}
                  canonicalAs={canonicalAs}
                  sourceRepoUrl={SOURCE_REPO_URL}
                  onOpenSettings={() => {
                    setNavOpen(false);
                    openSettings();
                  }}
                />
              }
            />
          </HydrateLater>
        ) : null}
        <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
          {children}
        </Main>
      </Body>
      {settingsUsed ? <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} language={language} /> : null}
    </>
  );
}
