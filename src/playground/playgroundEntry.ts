import * as React from 'react';
import type { PlaygroundLibrary, PlaygroundModel } from './types';

export interface PlaygroundProps {
  model: PlaygroundModel;
  component: React.ElementType;
  /** The component of each sample item, when the playground names one. */
  itemComponent?: React.ElementType;
  /** The components of the page's entry by key, for the parts the sample markup names. */
  parts?: Readonly<Record<string, React.ElementType>>;
  Preview: React.ComponentType<{ children?: React.ReactNode }>;
}

/** What a page's generated playground entry exports (src/generated/playgroundEntries/). */
export interface PlaygroundEntryModule {
  Playground: React.ComponentType<PlaygroundProps>;
  components: Record<string, React.ElementType>;
  previews: Partial<Record<PlaygroundLibrary, React.ComponentType<{ children?: React.ReactNode }>>>;
}

/** Where a page's playground entry comes from (its route passes it). */
export interface PlaygroundEntrySource {
  /** The entry at once, on the server (a `require` the client's build leaves out); null in the browser. */
  server: (() => PlaygroundEntryModule) | null;
  /** Fetches the entry's chunk (the browser). */
  load: () => Promise<PlaygroundEntryModule>;
}

/** The page's playground entry; null on pages without playgrounds. */
export const PlaygroundEntryContext = React.createContext<PlaygroundEntrySource | null>(null);
