import * as React from 'react';
import { useRouter } from 'next/router';
import { DEV_REVISION } from '../generated/devRevision';
import { waitForPage } from './waitForPage';

/**
 * In `npm run dev` only: shows content changes in the open page. The dev server rewrites the revision
 * module when content/ changes; Fast Refresh then renders this again with the new revision, and the page
 * fetches its props again (Markdown, demo sources), or reloads when its route may have changed (a page
 * got its first demo, a demo was added or renamed) once the dev server serves its new route.
 */
export function DevContentReload() {
  const router = useRouter();
  const seen = React.useRef(DEV_REVISION);
  React.useEffect(() => {
    const previous = seen.current;
    if (previous.content === DEV_REVISION.content && previous.routes === DEV_REVISION.routes) return;
    seen.current = DEV_REVISION;
    if (previous.routes !== DEV_REVISION.routes) {
      void waitForPage(window.location.href).then(() => window.location.reload());
    } else if (previous.content !== DEV_REVISION.content) {
      // Keep the reader's scroll position while the page's props are fetched again.
      void router.replace(router.asPath, undefined, { scroll: false });
    }
  });
  return null;
}
