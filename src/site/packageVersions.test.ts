import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_VERSIONS } from './packageVersions';

describe('PACKAGE_VERSIONS', () => {
  it('match the installed packages exactly', () => {
    for (const [name, version] of Object.entries(PACKAGE_VERSIONS)) {
      const manifest = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'node_modules', name, 'package.json'), 'utf8'));
      expect(`${name}@${manifest.version}`).toBe(`${name}@${version}`);
    }
  });
});
