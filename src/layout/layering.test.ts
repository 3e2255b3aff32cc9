// The shell (src/layout/) is below the pages that use it: the home page imports the layout, never the reverse.
// What both show, such as the product cards of the home and 404 pages, lives here.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importSpecifiers, resolveRelative } from '../codeChecks/build/moduleImports';

const layoutDir = path.join(process.cwd(), 'src', 'layout');
const homeDir = path.join(process.cwd(), 'src', 'home') + path.sep;

describe('src/layout/', () => {
  it('imports nothing from src/home/', () => {
    const files = fs
      .readdirSync(layoutDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => path.join(layoutDir, file));
    expect(files).toContain(path.join(layoutDir, 'NotFoundPage.tsx'));
    const intoHome = files.flatMap((file) =>
      importSpecifiers(fs.readFileSync(file, 'utf8'), file)
        .filter((specifier) => {
          const target = resolveRelative(file, specifier) ?? path.resolve(path.dirname(file), specifier);
          return specifier.startsWith('.') && target.startsWith(homeDir);
        })
        .map((specifier) => `${path.relative(layoutDir, file)} imports '${specifier}'`),
    );
    expect(intoHome).toEqual([]);
  });
});
