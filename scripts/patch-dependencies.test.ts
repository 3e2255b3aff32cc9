import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The postinstall patches (scripts/patch-dependencies.ts) are in the installed packages.
describe('patched dependencies', () => {
  it('CssVarsProvider keeps its state when the system colour preference is unchanged', () => {
    for (const build of ['esm', 'modern']) {
      const file = path.join(__dirname, '..', 'node_modules/@mui/system', build, 'cssVars/useCurrentColorScheme.js');
      expect(fs.readFileSync(file, 'utf8')).toContain('currentState.systemMode === systemMode ? currentState');
    }
  });
});
