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

/** The inline script that defines gtag before the tag script loads. */
export function gtagBootstrapScript(measurementId: string): string {
  return `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${JSON.stringify(measurementId)},{send_page_view:false});`;
}
