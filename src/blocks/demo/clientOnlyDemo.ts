/**
 * The mark of a demo component whose server HTML is only a placeholder (a grid, deferredDemo): a reader
 * sees nothing of it until its code runs, so its block cannot wait for the reader to act.
 */
export const RENDERS_ON_CLIENT_ONLY = 'rendersOnClientOnly';

/** Whether a demo component carries the mark. */
export function rendersOnClientOnly(component: unknown): boolean {
  return typeof component === 'function' && (component as unknown as Record<string, unknown>)[RENDERS_ON_CLIENT_ONLY] === true;
}
