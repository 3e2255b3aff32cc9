/**
 * The same-origin link an event inside `container` belongs to, when it is marked `data-client-link`
 * and opens in this tab: `{ href }` with the path, query and hash to hand to the router.
 */
export function clientLinkOf(target: EventTarget | null, container: Element): { href: string } | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest('a[data-client-link]');
  if (!(anchor instanceof HTMLAnchorElement) || !container.contains(anchor)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return { href: `${url.pathname}${url.search}${url.hash}` };
}

/** A click the router should take: the main button, no modifier, not already handled. Others keep their browser meaning (new tab, download…). */
export function isPlainClick(event: Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
