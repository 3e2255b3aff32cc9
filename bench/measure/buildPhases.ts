import { stripVTControlCharacters } from 'node:util';

/** One step of `npm run build` and how long it took, read from the build's own output. */
export interface BuildPhase {
  phase: string;
  seconds: number;
  /** Runs while other steps do, so it is not part of the sum of the steps. */
  concurrent?: boolean;
}

const NEXT_DURATION = String.raw`([\d.]+)\s*(ms|s|min)`;

/** Lines the build prints when a step ends, and the name the benchmark reports the step under. */
const PHASE_LINES: Array<{ phase: string; pattern: RegExp; unit?: 'ms'; concurrent?: true }> = [
  // scripts/generate.ts: three lines, each ending with its own duration.
  { phase: 'generate (routes, fonts, API data)', pattern: /^generate: .*?(?:\((\d+) ms\)| in (\d+) ms)\s*$/, unit: 'ms' },
  { phase: 'type check', pattern: new RegExp(String.raw`Finished TypeScript in ${NEXT_DURATION}`) },
  { phase: 'compile (Turbopack)', pattern: new RegExp(String.raw`Compiled successfully in ${NEXT_DURATION}`) },
  { phase: 'render static pages', pattern: new RegExp(String.raw`Generating static pages using .* in ${NEXT_DURATION}`) },
  // Turbopack writes its cache while the pages render.
  { phase: 'write the build cache (while pages render)', pattern: new RegExp(String.raw`Finished writing to filesystem cache in ${NEXT_DURATION}`), concurrent: true },
  // Post-build steps (scripts/postbuild.ts): the whole, then its steps, which run side by side.
  { phase: 'post-build (headers, service worker, site files)', pattern: /^post-build: .*\((\d+) ms\)\s*$/, unit: 'ms' },
  { phase: 'headers and boot scripts (post-build)', pattern: /^headers: .*\((\d+) ms\)\s*$/, unit: 'ms', concurrent: true },
  { phase: 'sitemap and Markdown twins (post-build)', pattern: /^site files: .*\((\d+) ms\)\s*$/, unit: 'ms', concurrent: true },
  { phase: 'search index (post-build)', pattern: /^search index: .*\((\d+) ms\)\s*$/, unit: 'ms', concurrent: true },
];

function toSeconds(value: string, unit: string): number {
  const amount = Number(value);
  if (unit === 'ms') return amount / 1000;
  if (unit === 'min') return amount * 60;
  return amount;
}

/**
 * The steps of a build and their durations, from its log, in the order they first appear. Lines of one
 * step add up (generate prints three). Whatever no line accounts for (npm, process start-up, collecting
 * page data, the export, the service worker) is reported as "other" when the total is given; a step that
 * runs alongside others is left out of that sum.
 */
export function buildPhases(log: string, totalSeconds?: number): BuildPhase[] {
  const phases = new Map<string, number>();
  for (const rawLine of log.split('\n')) {
    // Next.js prefixes its lines with a check mark or spaces, and may colour them.
    const line = stripVTControlCharacters(rawLine).replace(/^[\s✓○●⚠]+/u, '');
    for (const { phase, pattern, unit } of PHASE_LINES) {
      const match = pattern.exec(line);
      if (!match) continue;
      const seconds = unit === 'ms' ? Number(match[1] ?? match[2]) / 1000 : toSeconds(match[1]!, match[2]!);
      phases.set(phase, (phases.get(phase) ?? 0) + seconds);
      break;
    }
  }
  const concurrent = new Set(PHASE_LINES.filter((line) => line.concurrent).map((line) => line.phase));
  const result: BuildPhase[] = [...phases].map(([phase, seconds]) => ({ phase, seconds: round(seconds), ...(concurrent.has(phase) ? { concurrent: true } : {}) }));
  if (totalSeconds !== undefined && result.length > 0) {
    const accounted = result.reduce((sum, entry) => sum + (entry.concurrent ? 0 : entry.seconds), 0);
    result.push({ phase: 'other', seconds: round(Math.max(0, totalSeconds - accounted)) });
  }
  return result;
}

function round(seconds: number): number {
  return Math.round(seconds * 10) / 10;
}
