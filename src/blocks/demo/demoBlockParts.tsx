/* eslint-disable @typescript-eslint/no-require-imports -- the server requires a demo block, to render it at once */
import { onDemand } from '../islands/onDemand';
import type { DemoProps } from './Demo';
import { useDemoReadiness } from './demoReadiness';

/**
 * Demo blocks whose chunk (their frame, toolbar and code panel) loads, and the block comes alive, only
 * when it comes near the viewport (`onDemand`): a guide with one demo far down never loads it. The
 * bundler replaces `typeof window`, so each side keeps only its own branch.
 */
const demoBlockOptions = { attribute: 'data-block-island', placeholderOnNavigation: false, useReadiness: useDemoReadiness } as const;

export const DemoBlock = onDemand<DemoProps>(typeof window === 'undefined' ? () => require('./DemoBlock') : () => import('./DemoBlock'), demoBlockOptions);

/** Joy UI pages' demos, in Joy's theme: Material pages never load Joy's theme code. */
export const JoyDemoBlock = onDemand<DemoProps>(
  typeof window === 'undefined' ? () => require('./JoyDemoBlock') : () => import('./JoyDemoBlock'),
  demoBlockOptions,
);
