import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '..');

/** The docs' own source files (not generated, not tests, not build-time code, not routes). */
function shellFiles(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['generated', 'build', 'pages', 'vendor'].includes(entry.name) ? [] : shellFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name) ? [file] : [];
  });
}

/**
 * Modules that render Material UI components or providers. Each loads on demand (a menu, a drawer, a tool
 * of one page, a demo's theme) and wraps its content in MaterialDocsTheme or a demo provider.
 */
const MATERIAL_UI_MODULES = [
  'blocks/demo/DemoFrameContents.tsx',
  'blocks/demo/DemoThemeProvider.tsx',
  'blocks/demo/DemoToolbarMenus.tsx',
  'joyThemeTools/JoyCssVariablesPlayground.tsx',
  'joyThemeTools/JoyDefaultThemeViewer.tsx',
  'joyThemeTools/JoyThemeBuilder.tsx',
  'joyThemeTools/ToolParts.tsx',
  'layout/SettingsDrawer.tsx',
  'layout/header/menus/LanguageMenuPopup.tsx',
  'layout/header/menus/ProductSwitcherMenu.tsx',
  'layout/header/menus/VersionMenuPopup.tsx',
  'layout/nav/MobileNavDrawer.tsx',
  'theme/MaterialDocsTheme.tsx',
  'tools/ColorTool.tsx',
  'tools/DefaultThemeViewer.tsx',
  'tools/DensityTool.tsx',
  'tools/MaterialIconSearch.tsx',
];

describe('the shell’s styling', () => {
  const files = shellFiles().map((file) => [path.relative(SRC, file).split(path.sep).join('/'), fs.readFileSync(file, 'utf8')] as const);

  it('uses the shell’s styled, never Material UI’s', () => {
    const offenders = files.filter(([, text]) => /import \{[^}]*\bstyled\b[^}]*\} from '@mui\/(material\/styles|system)'/.test(text)).map(([file]) => file);
    expect(offenders).toEqual([]);
  });

  it('renders Material UI components only in the modules that load on demand with the docs theme', () => {
    const rendering = files
      .filter(([, text]) => /^import .* from '@mui\/material\/(?!styles'|locale')[A-Z]\w*';$|Experimental_CssVarsProvider as/m.test(text))
      .map(([file]) => file)
      .sort();
    expect(rendering).toEqual([...MATERIAL_UI_MODULES].sort());
  });

  it('reads the colour mode from the docs’ store, not a library’s provider', () => {
    const offenders = files
      .filter(([file, text]) => /useColorScheme\b/.test(text) && !['theme/FollowDocsColorMode.tsx', 'theme/MaterialDocsTheme.tsx', 'blocks/demo/DemoThemeProvider.tsx', 'blocks/demo/JoyDemoThemeProvider.tsx'].includes(file))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });
});
