import fs from 'node:fs';
import path from 'node:path';

/** Where the dev server's content revision lives: a module the browser imports in development only. */
export const DEV_REVISION_FILE = path.join('src', 'generated', 'devRevision.ts');

export interface DevRevision {
  /** Bumped when content changed: the open page fetches its props again. */
  content: number;
  /** Bumped when the set of demo routes changed: the open page reloads, as its route may be another now. */
  routes: number;
}

export function renderDevRevisionModule(revision: DevRevision): string {
  return `// Written by the dev server (scripts/dev.ts) when content/ changes; see src/devLoop/DevContentReload.tsx.\nexport const DEV_REVISION = { content: ${revision.content}, routes: ${revision.routes} };\n`;
}

/** The revision written last, or zeros when there is none (or it cannot be read). */
export function readDevRevision(rootDir: string): DevRevision {
  try {
    const text = fs.readFileSync(path.join(rootDir, DEV_REVISION_FILE), 'utf8');
    const match = /content: (\d+), routes: (\d+)/.exec(text);
    if (match) return { content: Number(match[1]), routes: Number(match[2]) };
  } catch {
    // none yet
  }
  return { content: 0, routes: 0 };
}

export function writeDevRevision(rootDir: string, revision: DevRevision): void {
  const file = path.join(rootDir, DEV_REVISION_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, renderDevRevisionModule(revision));
}

/** Writes the module if it is missing, so the app compiles before any dev server ran. */
export function ensureDevRevision(rootDir: string): void {
  if (!fs.existsSync(path.join(rootDir, DEV_REVISION_FILE))) writeDevRevision(rootDir, { content: 0, routes: 0 });
}
