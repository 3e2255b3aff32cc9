/**
 * The gtag function of Google Analytics 4. Calls always go to `window.dataLayer`, so they can be
 * observed; the tag script that sends them somewhere loads only when a measurement id is set (B10).
 */
type DataLayerWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

export function gtag(...args: unknown[]): void {
  if (typeof window === 'undefined') return;
  const target = window as DataLayerWindow;
  target.dataLayer = target.dataLayer ?? [];
  if (target.gtag) {
    target.gtag(...args);
    return;
  }
  // gtag.js reads `arguments` objects from the data layer.
  (function push(..._values: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    target.dataLayer?.push(arguments);
  })(...args);
}

/**
 * What Google's inline snippet does before the tag script loads, done from the bundle so the
 * Content-Security-Policy needs no hash for it: stamp the start and configure the measurement id
 * (page views are sent by the route listener, not by `config`).
 */
export function bootstrapGtag(measurementId: string, now: Date = new Date()): void {
  gtag('js', now);
  gtag('config', measurementId, { send_page_view: false });
}
