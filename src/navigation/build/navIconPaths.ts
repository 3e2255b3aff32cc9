import { readIconPath } from '../../icons/build/iconPaths';
import type { NavIconName, NavPage } from '../types';

/** The @mui/icons-material icon drawn for each top-level navigation section. */
export const NAV_ICON_MODULES: Record<NavIconName, string> = {
  gettingStarted: 'DescriptionOutlined',
  components: 'ToggleOnOutlined',
  api: 'CodeOutlined',
  customization: 'BrushOutlined',
  guides: 'VisibilityOutlined',
  experimental: 'ScienceOutlined',
  discoverMore: 'AddCircleOutline',
  migration: 'MenuBookOutlined',
  templates: 'WebOutlined',
  integrations: 'ExtensionOutlined',
  styleUtilities: 'BuildOutlined',
  legacyStyles: 'FormatPaintOutlined',
  dataGrid: 'TableChartOutlined',
  writing: 'EditNoteOutlined',
  hierarchy: 'AccountTreeOutlined',
  versions: 'HistoryOutlined',
  blog: 'ArticleOutlined',
};

/**
 * The path data of the icons a navigation tree uses, by icon name. It travels with the page's data, so
 * a page carries its own section's icons and no page's JavaScript carries them all.
 */
export function navIconPathsOf(pages: readonly NavPage[]): Partial<Record<NavIconName, string>> {
  const paths: Partial<Record<NavIconName, string>> = {};
  const visit = (nodes: readonly NavPage[]) => {
    for (const node of nodes) {
      if (node.icon && !paths[node.icon]) paths[node.icon] = readIconPath(NAV_ICON_MODULES[node.icon]);
      if (node.children) visit(node.children);
    }
  };
  visit(pages);
  return paths;
}
