import * as React from 'react';
import type { Direction } from './docsTheme';

/**
 * The page's direction as it is applied: right-to-left once its emotion cache (with the RTL plugin) has
 * loaded, so directions and styles flip together (DocsThemeRoot provides it).
 */
export const DocsDirectionContext = React.createContext<Direction>('ltr');

export function useDocsDirection(): Direction {
  return React.useContext(DocsDirectionContext);
}
