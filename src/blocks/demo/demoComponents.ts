import * as React from 'react';
import type { DemoProps } from './Demo';
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

/** The demo blocks and the demos' theme styles of a page with demos (demoBlocks.tsx), for Material UI and for Joy UI pages. */
export interface DemoBlockComponents {
  Block: React.ComponentType<DemoProps>;
  ThemeStyles: React.ComponentType;
  JoyBlock: React.ComponentType<DemoProps>;
  JoyThemeStyles: React.ComponentType;
}

/** Provided by the routes of pages with demos (createDemoPage); null elsewhere, where no page has a demo block. */
export const DemoBlocksContext = React.createContext<DemoBlockComponents | null>(null);
