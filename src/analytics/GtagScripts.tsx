import Script from 'next/script';
import { gtagBootstrapScript } from './gtag';

/** The gtag bootstrap and loader (only sites with a measurement id load this module). */
export default function GtagScripts({ measurementId }: { measurementId: string }) {
  return (
    <>
      <Script id="gtag-bootstrap" strategy="afterInteractive">
        {gtagBootstrapScript(measurementId)}
      </Script>
      <Script id="gtag-loader" strategy="afterInteractive" src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`} />
    </>
  );
}
