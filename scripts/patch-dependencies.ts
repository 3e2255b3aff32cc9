// Runs after `npm install` (package.json "postinstall"): small fixes to installed packages, each applied
// by exact text so a version with different code stops the install instead of being patched blindly.
// Idempotent: an already patched file is left alone.
import fs from 'node:fs';
import path from 'node:path';

interface Patch {
  file: string;
  find: string;
  replace: string;
  why: string;
}

const root = path.resolve(__dirname, '..');

const MEDIA_QUERY_BAIL_OUT: Patch = {
  file: 'node_modules/@mui/system/esm/cssVars/useCurrentColorScheme.js',
  find: `      setState(currentState => _extends({}, currentState, {
        systemMode: e != null && e.matches ? 'dark' : 'light'
      }));`,
  replace: `      setState(currentState => {
        const systemMode = e != null && e.matches ? 'dark' : 'light';
        return currentState.systemMode === systemMode ? currentState : _extends({}, currentState, {
          systemMode
        });
      });`,
  why:
    'CssVarsProvider stores the system colour preference right after hydration even when unchanged; the new state ' +
    'object re-renders the provider and changes its contexts, which forces React to hydrate the parts of the page it ' +
    'would hydrate in the background (src/layout/HydrateLater.tsx) at once.',
};

const LAZY_DEFAULT_THEME: Patch = {
  file: 'node_modules/@mui/material/styles/CssVarsProvider.js',
  find: `import THEME_ID from './identifier';
const defaultTheme = experimental_extendTheme();
const {
  CssVarsProvider,
  useColorScheme,
  getInitColorSchemeScript
} = createCssVarsProvider({
  themeId: THEME_ID,
  theme: defaultTheme,`,
  replace: `import THEME_ID from './identifier';
import { jsx as _jsxDefaultTheme } from "react/jsx-runtime";
// Patched by scripts/patch-dependencies.ts: the default theme is built when a provider without a theme renders.
let defaultTheme;
const getDefaultTheme = () => defaultTheme || (defaultTheme = experimental_extendTheme());
function CssVarsProvider(props) {
  return _jsxDefaultTheme(CssVarsProviderWithTheme, props.theme === undefined ? _extends({}, props, {
    theme: getDefaultTheme()
  }) : props);
}
const {
  CssVarsProvider: CssVarsProviderWithTheme,
  useColorScheme,
  getInitColorSchemeScript
} = createCssVarsProvider({
  themeId: THEME_ID,
  // Only checked for its colour scheme names here; every provider gets a theme from the wrapper above.
  theme: {
    colorSchemes: {
      light: {},
      dark: {}
    }
  },`,
  why:
    "Material UI's CssVarsProvider module builds its default theme (every CSS variable of both colour schemes) when it " +
    'is imported, although the docs always pass their own: on a phone that was the costliest part of evaluating the ' +
    "app's code, in the task that boots every page.",
};

const HYDRATE_IN_PLACE: Patch = {
  file: 'node_modules/@emotion/sheet/dist/emotion-sheet.esm.js',
  find: `  _proto.hydrate = function hydrate(nodes) {
    nodes.forEach(this._insertTag);
  };`,
  replace: `  _proto.hydrate = function hydrate(nodes) {
    // Patched by scripts/patch-dependencies.ts: a server-rendered tag already in the container keeps its place.
    var _this2 = this;
    nodes.forEach(function (tag) {
      if (tag.parentNode === _this2.container) _this2.tags.push(tag);
      else _this2._insertTag(tag);
    });
  };`,
  why:
    "Emotion takes over the server's style tags by inserting each again where it would have put it, although the " +
    'server (src/pages/_document.tsx) already wrote them in that order in the head. Each move takes a stylesheet out of ' +
    'the document and puts it back, and the browser then restyles every element: after hydration, the docs theme\'s ' +
    'Global styles did that in the task that hydrates the shell.',
};

const NO_REVALIDATION_REQUEST: Patch = {
  file: 'node_modules/next/dist/shared/lib/router/router.js',
  find: `            if (!this.isPreview && routeInfo.__N_SSG && process.env.NODE_ENV !== 'development' && !isQueryUpdating) {`,
  replace: `            // Patched by scripts/patch-dependencies.ts: a static export has nothing to revalidate.
            if (false && !this.isPreview && routeInfo.__N_SSG && process.env.NODE_ENV !== 'development' && !isQueryUpdating) {`,
  why:
    'After each client-side navigation the router sends a HEAD request for the page data to signal revalidation, ' +
    'which only a Next.js server acts on. It names the data after the URL, not the route: for a Chinese page of a ' +
    'route shared by the languages (src/routing/languageRoutes.ts) that file does not exist, and every navigation ' +
    'to one logged a 404.',
};

const PATCHES: Patch[] = [
  MEDIA_QUERY_BAIL_OUT,
  { ...MEDIA_QUERY_BAIL_OUT, file: 'node_modules/@mui/system/modern/cssVars/useCurrentColorScheme.js', find: MEDIA_QUERY_BAIL_OUT.find.replace('e != null && e.matches', 'e?.matches') },
  LAZY_DEFAULT_THEME,
  { ...LAZY_DEFAULT_THEME, file: 'node_modules/@mui/material/modern/styles/CssVarsProvider.js' },
  HYDRATE_IN_PLACE,
  ...['emotion-sheet.development.esm.js', 'emotion-sheet.cjs.js', 'emotion-sheet.development.cjs.js'].map((name) => ({ ...HYDRATE_IN_PLACE, file: `node_modules/@emotion/sheet/dist/${name}` })),
  NO_REVALIDATION_REQUEST,
  { ...NO_REVALIDATION_REQUEST, file: 'node_modules/next/dist/esm/shared/lib/router/router.js' },
];

let applied = 0;
for (const patch of PATCHES) {
  const file = path.join(root, patch.file);
  if (!fs.existsSync(file)) throw new Error(`patch-dependencies: ${patch.file} is missing (${patch.why})`);
  const text = fs.readFileSync(file, 'utf8');
  if (text.includes(patch.replace)) continue;
  if (!text.includes(patch.find)) throw new Error(`patch-dependencies: ${patch.file} does not contain the code to fix; check the package version (${patch.why})`);
  fs.writeFileSync(file, text.replace(patch.find, patch.replace));
  applied += 1;
}
console.log(`patch-dependencies: ${applied} applied, ${PATCHES.length - applied} already in place`);
