import * as React from 'react';
import Script from 'next/script';
import { bootstrapGtag } from './gtag';

/** The gtag bootstrap and loader (only sites with a measurement id load this module). No inline script: see bootstrapGtag. */
export default function GtagScripts({ measurementId }: { measurementId: string }) {
  React.useEffect(() => bootstrapGtag(measurementId), [measurementId]);
  return <Script id="gtag-loader" strategy="afterInteractive" src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`} />;
}
