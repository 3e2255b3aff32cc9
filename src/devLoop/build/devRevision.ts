import fs from 'node:fs';
import path from 'node:path';
import { parseDevRevision, type DevRevision } from '../devRevision';

/** The revision file, under public/ so the dev server serves it (src/devLoop/devRevision.ts). */
export const DEV_REVISION_FILE = path.join('public', 'static', 'dev-revision.json');

/**
 * A module the open page imports in development, rewritten with each revision. Its hot update makes the
 * page poll at once, and brings back a page that showed an error: Next.js reloads such a page after any
 * rebuild, while the page itself runs no code.
 */
export const DEV_REVISION_TRIGGER_FILE = path.join('src', 'generated', 'devRevisionTrigger.ts');

function writeTrigger(rootDir: string, changedAt: number): void {
  const file = path.join(rootDir, DEV_REVISION_TRIGGER_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `// Written by the dev server when content/ changes; see src/devLoop/build/devRevision.ts.\nexport const DEV_CONTENT_CHANGED_AT = ${changedAt};\n`);
}

/** Writes the trigger module if it is missing (`npm run generate`), so the app compiles before any dev server ran. */
export function ensureDevRevisionTrigger(rootDir: string): void {
  if (!fs.existsSync(path.join(rootDir, DEV_REVISION_TRIGGER_FILE))) writeTrigger(rootDir, 0);
}

/** The revision written last, or zeros when there is none (or it cannot be read). */
export function readDevRevision(rootDir: string): DevRevision {
  try {
    return parseDevRevision(JSON.parse(fs.readFileSync(path.join(rootDir, DEV_REVISION_FILE), 'utf8'))) ?? { content: 0, routes: 0 };
  } catch {
    return { content: 0, routes: 0 };
  }
}

export function writeDevRevision(rootDir: string, revision: DevRevision): void {
  const file = path.join(rootDir, DEV_REVISION_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written whole, then renamed: a poll never reads half a file.
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(revision));
  fs.renameSync(`${file}.tmp`, file);
  // A time, not the counts: a dev server started again counts from zero, and the module must still change.
  writeTrigger(rootDir, Date.now());
}

/** Removes the file (`npm run generate`): a build never ships a dev server's revision. */
export function removeDevRevision(rootDir: string): void {
  fs.rmSync(path.join(rootDir, DEV_REVISION_FILE), { force: true });
}
