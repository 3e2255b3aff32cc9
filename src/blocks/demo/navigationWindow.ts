import Router from 'next/router';

/**
 * Whether a client-side navigation is rendering its new page: from Next's routeChangeStart until a
 * moment after routeChangeComplete (the body's later blocks render in a transition just after it).
 * Demos mounted in that window start as placeholders; demos mounted on a page already shown (a reader
 * switching a demo's styling) render at once.
 */
const SETTLE_MS = 1000;

let navigating = false;
let settle: ReturnType<typeof setTimeout> | null = null;

export function noteNavigation(phase: 'start' | 'end'): void {
  if (settle !== null) clearTimeout(settle);
  settle = null;
  if (phase === 'start') {
    navigating = true;
    return;
  }
  settle = setTimeout(() => {
    navigating = false;
    settle = null;
  }, SETTLE_MS);
}

export function isNavigating(): boolean {
  return navigating;
}

if (typeof window !== 'undefined') {
  Router.events.on('routeChangeStart', () => noteNavigation('start'));
  Router.events.on('routeChangeComplete', () => noteNavigation('end'));
  Router.events.on('routeChangeError', () => noteNavigation('end'));
}
