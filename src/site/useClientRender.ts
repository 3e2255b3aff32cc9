import * as React from 'react';

const subscribeNever = () => () => undefined;

/**
 * False while React renders on the server or hydrates (the server's value, so hydration matches),
 * true on every client render after that, including a page's first render after a client-side navigation.
 */
export function useClientRender(): boolean {
  return React.useSyncExternalStore(subscribeNever, () => true, () => false);
}
