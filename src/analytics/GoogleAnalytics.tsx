import * as React from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useColorMode } from '../preferences/useColorMode';
import { useUserLanguage } from '../i18n/I18nProvider';
import { useCodePreferences } from '../preferences/CodePreferencesProvider';
import { pathnameToLanguage } from '../routing/pathnameToLanguage';
import { inlinedSiteSettings } from '../site/inlinedSettings';
import { clickEventOf } from './clickEvents';
import { gtag } from './gtag';
import { afterLoadAndIdle, reportWebVitals, shouldReportWebVitals } from './webVitals';

const SETTINGS = inlinedSiteSettings();
// Sites without a measurement id never download the script loader.
const GtagScripts = dynamic(() => import('./GtagScripts'));
/** Decided once per page load (module scope). */
const WEB_VITALS_ON = typeof window !== 'undefined' && shouldReportWebVitals(SETTINGS.webVitalsSkipRate, Math.random);
let clickListenerBound = false;

function metaContent(name: string): string | null {
  return document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
}

function prefersDark(): boolean {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

/**
 * Google Analytics 4 (B10): page views after each route change, click events from data attributes,
 * user properties kept current, and web-vitals for the sampled page loads. Without a measurement id no
 * third-party script loads, but the same calls still reach `window.dataLayer`.
 */
export function GoogleAnalytics() {
  const router = useRouter();
  const language = useUserLanguage();
  const { codeVariant, codeStyling } = useCodePreferences();
  const { mode, systemMode } = useColorMode();
  const colorScheme = mode === 'system' ? systemMode : mode;

  const pathname = router.asPath.split(/[?#]/)[0];
  React.useEffect(() => {
    // 0 ms: lets the new page set its title first.
    const timer = setTimeout(() => {
      gtag('event', 'page_view', {
        page_title: document.title,
        page_location: pathnameToLanguage(window.location.pathname).canonicalAsServer,
        productId: metaContent('mui:productId'),
        productCategoryId: metaContent('mui:productCategoryId'),
      });
    });
    return () => clearTimeout(timer);
  }, [pathname]);

  React.useEffect(() => {
    if (clickListenerBound) return;
    clickListenerBound = true;
    document.addEventListener('click', (event) => {
      const click = clickEventOf(event.target instanceof Element ? event.target : null, Math.random);
      if (click) gtag('event', click.category, { eventAction: click.action, eventLabel: click.label });
    });
  }, []);

  React.useEffect(() => gtag('set', 'user_properties', { codeVariant }), [codeVariant]);
  React.useEffect(() => gtag('set', 'user_properties', { codeStylingVariant: codeStyling }), [codeStyling]);
  React.useEffect(() => gtag('set', 'user_properties', { userLanguage: language }), [language]);
  React.useEffect(() => {
    if (colorScheme) gtag('set', 'user_properties', { colorScheme });
  }, [colorScheme]);
  React.useEffect(() => {
    const sendScheme = () => gtag('set', 'user_properties', { colorSchemeOS: prefersDark() ? 'dark' : 'light' });
    const sendRatio = () => gtag('set', 'user_properties', { devicePixelRatio: Math.round(window.devicePixelRatio * 10) / 10 });
    sendScheme();
    sendRatio();
    const schemeQuery = window.matchMedia?.('(prefers-color-scheme: dark)');
    const ratioQuery = window.matchMedia?.(`(resolution: ${window.devicePixelRatio}dppx)`);
    schemeQuery?.addEventListener('change', sendScheme);
    ratioQuery?.addEventListener('change', sendRatio);
    return () => {
      schemeQuery?.removeEventListener('change', sendScheme);
      ratioQuery?.removeEventListener('change', sendRatio);
    };
  }, []);

  React.useEffect(() => {
    // Telemetry waits until the page has loaded and settled: the metrics are buffered by the browser,
    // so nothing is lost, and the reader's first load carries no analytics code.
    if (WEB_VITALS_ON) return afterLoadAndIdle(() => void reportWebVitals());
    return undefined;
  }, []);

  return SETTINGS.gaMeasurementId ? <GtagScripts measurementId={SETTINGS.gaMeasurementId} /> : null;
}
