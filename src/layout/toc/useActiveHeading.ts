import * as React from 'react';
import { APP_BAR_HEIGHT } from '../appBarHeight';
import { pickActiveHeading } from './activeHeading';

const THROTTLE_MS = 100;
const CLICK_SUSPEND_MS = 1000;

/**
 * Scroll-spy over the page's headings. `select(hash)` marks an entry active at once (after a click)
 * and pauses the spy for a second so the smooth jump does not flicker through other entries.
 */
export function useActiveHeading(hashes: readonly string[]) {
  const [active, setActive] = React.useState<string | null>(null);
  const suspendedUntil = React.useRef(0);

  React.useEffect(() => {
    if (hashes.length === 0) return undefined;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const measure = () => {
      timer = null;
      if (Date.now() < suspendedUntil.current) return;
      const headings = hashes
        .map((hash) => {
          const element = document.getElementById(hash);
          return element ? { hash, top: element.getBoundingClientRect().top } : null;
        })
        .filter((entry): entry is { hash: string; top: number } => entry !== null);
      setActive(
        pickActiveHeading(headings, {
          scrollY: window.scrollY,
          viewportHeight: window.innerHeight,
          documentHeight: document.documentElement.scrollHeight,
          topOffset: APP_BAR_HEIGHT,
        }),
      );
    };
    const onScroll = () => {
      if (timer === null) timer = setTimeout(measure, THROTTLE_MS);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (timer !== null) clearTimeout(timer);
    };
  }, [hashes]);

  const select = React.useCallback((hash: string) => {
    suspendedUntil.current = Date.now() + CLICK_SUSPEND_MS;
    setActive(hash);
  }, []);

  return { active, select };
}
