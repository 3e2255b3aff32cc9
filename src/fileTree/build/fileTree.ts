// Recursive listings of a folder with Node's own walk, `fs.readdirSync(dir, { recursive: true, withFileTypes: true })`
// (Node ≥ 20.9), in a fixed order. Symbolic links are listed, not followed, as `Dirent` reports them.
import fs from 'node:fs';
import path from 'node:path';

export interface TreeEntry {
  /** Full path: the walked folder joined with `segments`. */
  path: string;
  /** The path below the walked folder, one name per folder level. */
  segments: string[];
  dirent: fs.Dirent;
}

/** The folder holding an entry: `parentPath` since Node 20.12 and 21.4, `path` before (the same value). */
function parentOf(dirent: fs.Dirent): string {
  const { parentPath } = dirent as { parentPath?: string };
  return parentPath ?? (dirent as unknown as { path: string }).path;
}

/** Depth-first order with each folder's entries sorted by name: the order of a sorted hand-written walk. */
function compareSegments(a: readonly string[], b: readonly string[]): number {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    if (a[index] !== b[index]) return a[index]! < b[index]! ? -1 : 1;
  }
  return a.length - b.length;
}

/**
 * Every file and folder under `dir`, recursively, each folder before what it holds and the entries of a folder
 * sorted by name. Throws when `dir` is not a readable folder.
 */
export function entriesUnder(dir: string): TreeEntry[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((dirent) => {
      const full = path.join(parentOf(dirent), dirent.name);
      return { path: full, segments: path.relative(dir, full).split(path.sep), dirent };
    })
    .sort((a, b) => compareSegments(a.segments, b.segments));
}

/** Every entry under `dir` that is not a folder (files, and links as links), in the order of {@link entriesUnder}. */
export function filesUnder(dir: string): string[] {
  return entriesUnder(dir)
    .filter((entry) => !entry.dirent.isDirectory())
    .map((entry) => entry.path);
}
