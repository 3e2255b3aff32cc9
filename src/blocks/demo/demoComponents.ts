import * as React from 'react';
import type { StylingKey } from './types';

/** A demo variant as bundled on its page: the component, and the modules it imports (for live editing). */
export interface BundledDemoVariant {
  component: React.ComponentType;
  /** The demo's modules, or, for a demo loaded on demand, a function that loads them. */
  imports: Record<string, unknown> | (() => Promise<Record<string, unknown>>);
}

export type BundledDemos = Record<string, Partial<Record<StylingKey, BundledDemoVariant>>>;

export const DemoComponentsContext = React.createContext<BundledDemos>({});

/** Docs tools (density, colour) a page embeds, by name. */
export const ToolComponentsContext = React.createContext<Record<string, React.ComponentType>>({});
