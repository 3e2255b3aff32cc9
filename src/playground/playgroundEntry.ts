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

/** Loads the page's playground entry (its route passes it); null on pages without playgrounds. */
export const PlaygroundEntryContext = React.createContext<(() => Promise<PlaygroundEntryModule>) | null>(null);
