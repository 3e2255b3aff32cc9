import * as React from 'react';
import { useRouter } from 'next/router';
import { clientLinkOf, isPlainClick } from './clientLinkEvents';

/**
 * Client-side navigation for every `<a data-client-link>` on the page (see Link.tsx), from listeners
 * on the document. A container with its own handling (useClientLinks) marks the click handled first.
 * Modified and middle clicks keep their browser meaning.
 */
export function useDocumentClientLinks(): void {
  const router = useRouter();
  React.useEffect(() => {
    const root = document.documentElement;
    const prefetched = new Set<string>();
    const prefetch = (event: Event) => {
      const link = clientLinkOf(event.target, root);
      if (!link || prefetched.has(link.href)) return;
      prefetched.add(link.href);
      router.prefetch(link.href).catch(() => prefetched.delete(link.href));
    };
    const click = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const link = clientLinkOf(event.target, root);
      if (!link) return;
      event.preventDefault();
      void router.push(link.href);
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
    // The router object is stable across navigations.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
