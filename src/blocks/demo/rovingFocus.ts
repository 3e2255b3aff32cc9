/**
 * The index a toolbar's focus moves to for a key (roving tab index). Arrow keys follow the reading
 * direction, so they swap in right-to-left pages; Home and End jump to the ends. Null for other keys.
 */
export function nextRovingIndex(key: string, current: number, count: number, direction: 'ltr' | 'rtl'): number | null {
  if (count === 0) return null;
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (current + 1) % count;
  if (key === backward) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
