import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * When each page's sources last changed, from git, read once per build process: one `git log` over
 * `content/` (about 0.1 s) instead of one per page. Without git (a tarball of the sources, git not
 * installed) there are no dates, and pages show none.
 */

/** Latest commit date (ISO 8601) of each file, by path relative to the repository's working folder. */
export type FileDates = ReadonlyMap<string, string>;

const COMMIT_MARK = '\u0000';

/**
 * Reads `git log --format=%x00%cI --name-only` output (newest commit first): each file gets the date
 * of the first commit that lists it.
 */
export function parseGitLog(output: string): Map<string, string> {
  const dates = new Map<string, string>();
  let date: string | null = null;
  for (const line of output.split('\n')) {
    if (line.startsWith(COMMIT_MARK)) {
      date = line.slice(1).trim() || null;
      continue;
    }
    const file = line.trim();
    if (file && date && !dates.has(file)) dates.set(file, date);
  }
  return dates;
}

/**
 * The latest date among a page's own files: those in its folder and under its `demos/` folder (not
 * the folders of the pages below it). Null when git knows none of them.
 */
export function lastChangedOfFolder(dates: FileDates, folder: string): string | null {
  const prefix = `${folder.replace(/\/+$/, '')}/`;
  let latest: string | null = null;
  let latestTime = -Infinity;
  for (const [file, date] of dates) {
    if (!file.startsWith(prefix)) continue;
    const rest = file.slice(prefix.length);
    if (rest.includes('/') && !rest.startsWith('demos/')) continue;
    const time = Date.parse(date);
    if (Number.isFinite(time) && time > latestTime) {
      latestTime = time;
      latest = date;
    }
  }
  return latest;
}

/** Runs git in `cwd`; null when git is missing, `cwd` is not in a repository, or it fails. */
export type GitRunner = (args: string[], cwd: string) => string | null;

const runGit: GitRunner = (args, cwd) => {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
  } catch {
    return null;
  }
};

/** The dates of every file under `content/` of `root` (paths relative to `root`), or an empty map without git. */
export function readContentFileDates(root: string, git: GitRunner = runGit): FileDates {
  // `--relative`: paths relative to `root` and limited to it, also when `root` sits inside another repository.
  const output = git(['log', '--relative', '--no-renames', '--format=%x00%cI', '--name-only', '--', 'content'], root);
  return output ? parseGitLog(output) : new Map();
}

let cached: FileDates | null = null;

/** ISO date of the last commit that changed the page in `contentFolder` (absolute), or null. */
export function lastChangedOf(contentFolder: string, root: string = process.cwd()): string | null {
  cached ??= readContentFileDates(root);
  return lastChangedOfFolder(cached, path.relative(root, contentFolder).split(path.sep).join('/'));
}

/** The date as the page shows it, in its language (UTC, so every build of the same commit agrees). */
export function formatLastChanged(iso: string, languageTag: string): string {
  return new Intl.DateTimeFormat(languageTag, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
}
