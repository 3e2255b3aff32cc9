import * as React from 'react';
import { clientLinkOf, isPlainClick } from './clientLinkEvents';
import { prefetchDocsPage, pushDocsPage } from './docsRouter';

/**
 * Client-side navigation for the plain `<a data-client-link>` elements inside one container, with a
 * handler on the container instead of a next/link per anchor: the navigation drawer has hundreds of
 * links, and hydrating a component for each one is what a reader on a slow phone waits for.
 * A click goes through the router (modified clicks keep their browser meaning); resting the pointer on
 * a link, touching it or focusing it prefetches its page, once.
 */
export function useClientLinks<T extends HTMLElement>(onNavigate?: () => void) {
  const prefetched = React.useRef(new Set<string>());

  const prefetch = React.useCallback(
    (event: React.SyntheticEvent<T>) => {
      const link = clientLinkOf(event.target, event.currentTarget);
      if (!link || prefetched.current.has(link.href)) return;
      prefetched.current.add(link.href);
      prefetchDocsPage(link.href).catch(() => prefetched.current.delete(link.href));
    },
    [],
  );

  const onClick = React.useCallback(
    (event: React.MouseEvent<T>) => {
      if (!isPlainClick(event)) return;
      const link = clientLinkOf(event.target, event.currentTarget);
      if (!link) return;
      event.preventDefault();
      onNavigate?.();
      void pushDocsPage(link.href);
    },
    [onNavigate],
  );

  return { onClick, onPointerOver: prefetch, onTouchStart: prefetch, onFocus: prefetch };
}
