import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../../src/fileTree/build/fileTree';
import type { BuildResult } from '../types';
import { buildPhases } from './buildPhases';

const PAGE_SIZE_KB = 4;

/** Resident memory of a process and all its descendants, in KB, read from /proc. */
function treeRssKb(rootPid: number): number {
  const parents = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
      rss.set(Number(entry), Number(fields[21]) * PAGE_SIZE_KB);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    for (const [child, parent] of parents) if (parent === pid) stack.push(child);
  }
  return total;
}

/** The HTML files of an export, at any depth. */
export function countPages(dir: string): number {
  return filesUnder(dir).filter((file) => file.endsWith('.html')).length;
}

/**
 * What a fresh clone does not have: Next.js's build cache and the extracted API data. The benchmark removes
 * them so that the build it times is the same from one run to the next, whatever was built before.
 */
export const BUILD_CACHES = ['.next/cache', '.cache/api'];

/**
 * Runs `npm run build`, timing it, sampling the memory of its whole process tree and reading how long each
 * step took from its output (which is also shown). A fresh build starts without the caches.
 */
export async function measureBuild(
  root: string,
  { fresh, env = {} }: { fresh: boolean; env?: Readonly<Record<string, string>> },
): Promise<BuildResult> {
  if (fresh) for (const cache of BUILD_CACHES) fs.rmSync(path.join(root, cache), { recursive: true, force: true });
  const started = Date.now();
  let peakKb = 0;
  let log = '';
  const child = spawn('npm', ['run', 'build'], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.setEncoding('utf8').on('data', (text: string) => {
    process.stdout.write(text);
    log += text;
  });
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    process.stderr.write(text);
    log += text;
  });
  const sampler = setInterval(() => {
    if (child.pid) peakKb = Math.max(peakKb, treeRssKb(child.pid));
  }, 250);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`npm run build failed with exit code ${code}`);
  const seconds = (Date.now() - started) / 1000;
  const pages = countPages(path.join(root, 'out'));
  return {
    seconds: Math.round(seconds * 10) / 10,
    fresh,
    pages,
    secondsPer100Pages: Math.round((seconds / pages) * 100 * 100) / 100,
    peakMemoryMb: Math.round(peakKb / 1024),
    phases: buildPhases(log, seconds),
  };
}
