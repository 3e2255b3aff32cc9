import * as React from 'react';

/**
 * State of a menu opened from a button: its anchor while open, and whether it was ever opened (the
 * menu's code is loaded on first use and stays mounted afterwards, so closing can animate).
 */
/**
 * The style of a header menu's root: while its closing animation runs, clicks go through to the page,
 * so the button that opened it reopens it at once instead of hitting the fading backdrop.
 */
export function passClicksWhileClosing(anchor: HTMLElement | null): React.CSSProperties | undefined {
  return anchor ? undefined : { pointerEvents: 'none' };
}

export function useMenuAnchor() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [used, setUsed] = React.useState(false);
  const open = React.useCallback((event: React.MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    setUsed(true);
  }, []);
  const close = React.useCallback(() => setAnchor(null), []);
  return { anchor, used, open, close };
}
