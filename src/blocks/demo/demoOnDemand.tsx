import { onDemand, type OnDemand } from '../islands/onDemand';

type DemoModule = { default: React.ComponentType };

/** A demo component whose module runs (or loads) the first time it is needed, rather than with the page's. */
export type DemoOnDemand = OnDemand<Record<string, never>>;

/**
 * A demo of a page's route module (see src/blocks/islands/onDemand.tsx): rendered by the server in full,
 * its module loaded and run when the demo nears the viewport. After a client-side navigation it starts
 * as a placeholder, so the new page shows at once.
 *
 * `evaluate` returns the demo's module: on the server a `require` of it, in the browser an `import()`
 * (a chunk of its own, downloaded when the demo is needed rather than with the page).
 */
export function demoOnDemand(evaluate: () => DemoModule | Promise<DemoModule>): DemoOnDemand {
  return onDemand<Record<string, never>>(evaluate, { attribute: 'data-demo-island', placeholderOnNavigation: true });
}
