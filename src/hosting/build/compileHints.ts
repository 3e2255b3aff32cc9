import fs from 'node:fs';
import path from 'node:path';
import { exportFileOf } from './exportFile';

/**
 * Compile a page's boot scripts while they download, not while they run.
 *
 * V8 compiles a function the first time it is called. Turbopack wraps each module in a function that
 * the runtime calls when the page boots, so every module of the shell (React DOM, the router, the
 * theme, the app bar…) was compiled on the main thread, inside the one task that evaluates them:
 * profiled on the Button page at 4x CPU slowdown, about 200 ms of its ~420 ms boot task was the
 * runtime's `instantiateModule` with no script below it, that is, compiling.
 *
 * A file whose first line is this magic comment asks V8 (Chrome 136 and later) to compile all of its
 * functions eagerly, which for a streamed script happens on a background thread as it arrives. Other
 * browsers read a comment. Only the scripts a page loads to boot carry it: a chunk loaded later, on
 * demand (search, the data grid, the live editor), runs a few of its functions when it is used.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The script with the compile hint as its first line. Idempotent. */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}${source}`;
}

/**
 * A source map for the script once the hint is prepended: its generated lines move down by one, and an
 * empty first group in `mappings` says exactly that.
 */
export function sourceMapWithCompileHint(map: { mappings: string }): { mappings: string } {
  return { ...map, mappings: `;${map.mappings}` };
}

const SOURCE_MAPPING_URL = /\/\/# sourceMappingURL=(\S+)\s*$/;

/**
 * Puts the hint on each of the given scripts (public paths, as pages list them) in the export, and
 * moves their source maps, if the build wrote any, along. Returns how many files it changed.
 */
export function writeCompileHints(outDir: string, publicPaths: Iterable<string>): number {
  let changed = 0;
  for (const publicPath of new Set(publicPaths)) {
    const file = exportFileOf(outDir, publicPath);
    if (!file || !fs.existsSync(file)) continue;
    const source = fs.readFileSync(file, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted === source) continue;
    fs.writeFileSync(file, hinted);
    changed += 1;
    const mapName = SOURCE_MAPPING_URL.exec(source)?.[1];
    const mapFile = mapName && !mapName.includes(':') ? path.join(path.dirname(file), mapName) : null;
    if (mapFile && fs.existsSync(mapFile)) {
      fs.writeFileSync(mapFile, JSON.stringify(sourceMapWithCompileHint(JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { mappings: string })));
    }
  }
  return changed;
}
