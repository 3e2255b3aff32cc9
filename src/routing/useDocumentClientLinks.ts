import * as React from 'react';
import { clientLinkOf, isPlainClick } from './clientLinkEvents';
import { prefetchDocsPage, pushDocsPage } from './docsRouter';

/**
 * Client-side navigation for every `<a data-client-link>` on the page (see Link.tsx), from listeners
 * on the document. A container with its own handling (useClientLinks) marks the click handled first.
 * Modified and middle clicks keep their browser meaning.
 */
export function useDocumentClientLinks(): void {
  React.useEffect(() => {
    const root = document.documentElement;
    const prefetched = new Set<string>();
    const prefetch = (event: Event) => {
      const link = clientLinkOf(event.target, root);
      if (!link || prefetched.has(link.href)) return;
      prefetched.add(link.href);
      prefetchDocsPage(link.href).catch(() => prefetched.delete(link.href));
    };
    const click = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const link = clientLinkOf(event.target, root);
      if (!link) return;
      event.preventDefault();
      void pushDocsPage(link.href);
    };
    document.addEventListener('click', click);
    document.addEventListener('pointerover', prefetch, { passive: true });
    document.addEventListener('touchstart', prefetch, { passive: true });
    document.addEventListener('focusin', prefetch);
    return () => {
      document.removeEventListener('click', click);
      document.removeEventListener('pointerover', prefetch);
      document.removeEventListener('touchstart', prefetch);
      document.removeEventListener('focusin', prefetch);
    };
  }, []);
}
