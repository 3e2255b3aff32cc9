import * as React from 'react';
import { bootstrapGtag } from './gtag';
import { appendTagScript, tagUrlOf, whenIdleOrFirstInteraction } from './tagLoading';

/**
 * The gtag bootstrap and loader (only sites with a measurement id load this module). The calls made
 * before the tag arrives wait in `window.dataLayer`, so the tag loads once the page is idle or the reader
 * first interacts, not during hydration. No inline script: see bootstrapGtag.
 */
export default function GtagScripts({ measurementId }: { measurementId: string }) {
  React.useEffect(() => {
    bootstrapGtag(measurementId);
    return whenIdleOrFirstInteraction(() => appendTagScript(tagUrlOf(measurementId)));
  }, [measurementId]);
  return null;
}
