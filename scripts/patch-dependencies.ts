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

const PATCHES: Patch[] = [MEDIA_QUERY_BAIL_OUT, { ...MEDIA_QUERY_BAIL_OUT, file: 'node_modules/@mui/system/modern/cssVars/useCurrentColorScheme.js', find: MEDIA_QUERY_BAIL_OUT.find.replace('e != null && e.matches', 'e?.matches') }];

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
