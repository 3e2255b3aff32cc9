import * as React from 'react';
// The self-hosted fonts (from npm) are declared in _document: see src/theme/build/webFonts.ts.
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { useRouter } from 'next/router';
import type { EmotionCache } from '@emotion/react';
import { GoogleAnalytics } from '../analytics/GoogleAnalytics';
import { CodeCopyProvider } from '../blocks/codeCopy/CodeCopyProvider';
import { InstallTabs } from '../blocks/install/InstallTabs';
import { ServiceWorkerRegistration } from '../pwa/ServiceWorkerRegistration';
import { DevContentReload } from '../devLoop/DevContentReload';
import { DocsPage } from '../layout/DocsPage';
import { DocsPageContext } from '../docsPage/DocsPageFromApp';
import { I18nProvider } from '../i18n/I18nProvider';
import type { Wordings } from '../i18n/translate';
import { HydrateLater } from '../layout/HydrateLater';
import { ProductMeta } from '../layout/ProductMeta';
import { HYDRATED_ATTRIBUTE } from '../site/hydratedMark';
import { replayEarlyClick } from '../site/earlyClicks';
import { isLanguage } from '../site/languages';
import { CodePreferencesProvider } from '../preferences/CodePreferencesProvider';
import { ThemePreferencesProvider } from '../preferences/ThemePreferencesProvider';
import { DocsThemeRoot } from '../theme/DocsThemeRoot';
import { createEmotionCache } from '../theme/emotionCache';
import { loadRouteManifestOnDemand } from '../routing/routeManifestOnDemand';
import { useDocumentClientLinks } from '../routing/useDocumentClientLinks';

// Before the router exists: it may ask for its manifest as soon as it starts.
if (typeof window !== 'undefined') loadRouteManifestOnDemand();

const clientEmotionCache = createEmotionCache();

export interface DocsAppProps extends AppProps<{ canonicalAs?: string; userLanguage?: string; wordings?: Wordings; devRevision?: unknown }> {
  emotionCache?: EmotionCache;
}

/**
 * Says the shell is hydrated (tests wait for it; the drawer, body and TOC follow in their own slices),
 * and answers a button click the reader made before it was (src/site/earlyClicks.ts).
 */
function HydratedMark() {
  React.useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    // A task later: the click is then an ordinary event, outside React's commit.
    const replay = window.setTimeout(replayEarlyClick, 0);
    return () => window.clearTimeout(replay);
  }, []);
  return null;
}

export default function DocsApp({ Component, pageProps, emotionCache = clientEmotionCache }: DocsAppProps) {
  const router = useRouter();
  useDocumentClientLinks();
  return (
    // The whole page hydrates in the background, in slices (see HydrateLater): the root's own hydration,
    // a single task React cannot interrupt, is then only this boundary. Every <Head> is inside it: Next
    // rewrites the document's head from the ones mounted, so one mounted earlier than the rest would
    // remove the others' tags (the code stylesheet, say) until the rest hydrate.
    <HydrateLater>
      <Head>
        <meta name="viewport" content="initial-scale=1, width=device-width" />
      </Head>
      <ProductMeta asPath={pageProps.canonicalAs ?? router.asPath} />
      <HydratedMark />
      <I18nProvider language={isLanguage(pageProps.userLanguage) ? pageProps.userLanguage : 'en'} wordings={pageProps.wordings}>
      <ThemePreferencesProvider>
        <DocsThemeRoot ltrCache={emotionCache}>
          <CodePreferencesProvider>
            <CodeCopyProvider>
              {/* The docs pages' shell, which their routes render without importing it (see DocsPageFromApp). */}
              <DocsPageContext.Provider value={DocsPage}>
                <Component {...pageProps} />
              </DocsPageContext.Provider>
            </CodeCopyProvider>
            <InstallTabs />
            <GoogleAnalytics />
            <ServiceWorkerRegistration />
            {/* Removed from production bundles: the condition is a constant there. */}
            {process.env.NODE_ENV === 'development' ? <DevContentReload pageRevision={pageProps.devRevision} /> : null}
          </CodePreferencesProvider>
        </DocsThemeRoot>
      </ThemePreferencesProvider>
      </I18nProvider>
    </HydrateLater>
  );
}
