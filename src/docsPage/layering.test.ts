// The page model sits below the blocks that render it: src/docsPage/types.ts, and every module it reaches,
// import nothing from src/blocks/ or src/api-reference/ (which import the page model's types from here).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reachableModules } from '../codeChecks/build/moduleImports';

const srcDir = path.join(process.cwd(), 'src');
const ABOVE_THE_PAGE_MODEL = ['blocks', 'api-reference'].map((folder) => path.join(srcDir, folder) + path.sep);

const relative = (file: string) => path.relative(process.cwd(), file).split(path.sep).join('/');

describe('the page model', () => {
  it('imports nothing from src/blocks/ or src/api-reference/, directly or through what it imports', () => {
    const modules = reachableModules(path.join(srcDir, 'docsPage', 'types.ts'), (file) => file.startsWith(srcDir + path.sep));
    expect(modules.map((module) => relative(module.file))).toEqual(expect.arrayContaining(['src/docsPage/types.ts', 'src/docsPage/demoModel.ts', 'src/docsPage/apiDocModel.ts']));
    const upward = modules.flatMap((module) =>
      module.imports
        .filter((imported) => imported.file && ABOVE_THE_PAGE_MODEL.some((folder) => imported.file!.startsWith(folder)))
        .map((imported) => `${relative(module.file)} imports '${imported.specifier}'`),
    );
    expect(upward).toEqual([]);
  });

  it('resolves every relative import it makes (a missing module would hide an upward one)', () => {
    const unresolved = reachableModules(path.join(srcDir, 'docsPage', 'types.ts'), (file) => file.startsWith(srcDir + path.sep)).flatMap((module) =>
      module.imports.filter((imported) => !imported.file).map((imported) => `${relative(module.file)}: '${imported.specifier}'`),
    );
    expect(unresolved).toEqual([]);
  });
});
