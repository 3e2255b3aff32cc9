import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A cache on disk of what the build derives from a demo's source (its JavaScript twin, previews, highlighted
 * HTML, Tailwind CSS), shared by every process that loads pages: the unit tests that load every English page,
 * the build's page workers (a page's English and Chinese routes often land on different workers), the
 * configured build and the dev server. Deriving is about 40 ms a variant and two thousand variants; read
 * back, well under a millisecond.
 *
 * An entry is found by the hash of its inputs, under a folder named by the hash of the code that derives it
 * (DERIVING_CODE) and the versions of the packages it uses (DERIVING_PACKAGES): a change to either starts an
 * empty folder, and `npm run generate` removes the others (pruneDerivationCache).
 */
export const DERIVATION_CACHE_DIR = path.join(process.cwd(), '.cache', 'demo-derivations');

/** The source files whose code decides what is derived, relative to the project root. */
export const DERIVING_CODE = [
  'src/blocks/build/loadDemo.ts',
  'src/blocks/build/deriveJs.ts',
  'src/blocks/build/jsxPreview.ts',
  'src/blocks/build/tailwindCss.ts',
  'src/blocks/sandbox/tailwindSetup.ts',
  'src/markdown/build/highlight.ts',
  'src/site/escapeHtml.ts',
];

/** The packages whose output is cached. */
export const DERIVING_PACKAGES = ['typescript', 'prettier', 'tailwindcss', 'postcss', 'prismjs'];

let derivingKey: string | null = null;

/** The hash of the deriving code and packages: the name of the current cache folder. */
export function derivingCodeKey(): string {
  if (derivingKey) return derivingKey;
  const root = process.cwd();
  const hash = crypto.createHash('sha256');
  for (const file of DERIVING_CODE) hash.update(`${file}\n`).update(fs.readFileSync(path.join(root, file)));
  for (const name of DERIVING_PACKAGES) {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
    hash.update(`${name}@${manifest.version}\n`);
  }
  derivingKey = hash.digest('hex').slice(0, 20);
  return derivingKey;
}

function entryFile(inputs: readonly string[], dir: string): string {
  const hash = crypto.createHash('sha256');
  for (const input of inputs) hash.update(input).update('\0');
  return path.join(dir, derivingCodeKey(), `${hash.digest('hex')}.json`);
}

/**
 * The value `derive` returns for these inputs: read from the cache when an earlier process derived it, else
 * derived and written. A cache that cannot be read or written is passed by: the value is derived as if
 * there were none. Entries are written whole (a file renamed into place), so a process never reads half
 * of one another process is writing.
 */
export async function cachedDerivation<T>(inputs: readonly string[], derive: () => Promise<T>, dir = DERIVATION_CACHE_DIR): Promise<T> {
  const file = entryFile(inputs, dir);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    // Not cached yet (or unreadable): derive it.
  }
  const value = await derive();
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    fs.writeFileSync(partial, JSON.stringify(value));
    fs.renameSync(partial, file);
  } catch {
    // A read-only or full disk costs the next process the derivation, nothing else.
  }
  return value;
}

/** Removes the folders of deriving code that is no longer current; returns how many. */
export function pruneDerivationCache(dir = DERIVATION_CACHE_DIR): number {
  if (!fs.existsSync(dir)) return 0;
  const current = derivingCodeKey();
  const stale = fs.readdirSync(dir).filter((name) => name !== current);
  for (const name of stale) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  return stale.length;
}
