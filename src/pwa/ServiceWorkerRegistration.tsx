import * as React from 'react';
import { inlinedSiteSettings } from '../site/inlinedSettings';
import { activateUpdates, reloadWhenFocused, shouldRegisterServiceWorker } from './serviceWorkerUpdates';

const SITE_URL = inlinedSiteSettings().siteUrl;
let registered = false;

/** Registers /sw.js on the site's own origin in production builds, and follows its updates (B11). */
export function ServiceWorkerRegistration() {
  React.useEffect(() => {
    if (registered) return;
    const supported = 'serviceWorker' in navigator;
    if (!shouldRegisterServiceWorker(window.location.origin, SITE_URL, process.env.NODE_ENV === 'production', supported)) return;
    registered = true;
    const wasControlled = Boolean(navigator.serviceWorker.controller);
    let reloading = false;
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      // Only a replacement reloads: the first worker taking control changes nothing on the page.
      if (!wasControlled || reloading) return;
      reloading = true;
      reloadWhenFocused(window, () => document.hasFocus());
    });
    navigator.serviceWorker
      .register('/sw.js')
      .then((registration) => activateUpdates(registration, wasControlled))
      .catch(() => {
        // No service worker: the site works as a plain website.
      });
  }, []);
  return null;
}
