import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { median } from '../evaluate';
import type { LighthouseDiagnosis, LighthousePreset, LighthouseSummary } from '../types';
import { CHROMIUM_PATH } from './browser';
import { knownPackageAudits, scoreWithout } from './knownAudits';

const execFileAsync = promisify(execFile);

/** The part of Lighthouse's result (LHR) read here. */
interface LighthouseResult {
  categories: Record<
    string,
    {
      id: string;
      score: number | null;
      auditRefs: Array<{ id: string; weight: number }>;
    }
  >;
  audits: Record<string, { score: number | null; numericValue?: number; details?: unknown }>;
}

interface ListDetails {
  items?: Array<{ url?: string; duration?: number; items?: Array<{ node?: { nodeLabel?: string; selector?: string } }> }>;
}

interface RunScores {
  performance: number;
  accessibility: number;
  /** Accessibility without the audits that fail only on a package's known markup (knownAudits.ts). */
  ownAccessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const LIGHTHOUSE_CLI = path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli', 'index.js');

const CHROME_FLAGS = [
  '--headless=new',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium refuses to start as root with its sandbox (CI containers run as root); Playwright does the same.
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

/**
 * One Lighthouse run, through its own CLI in a plain Node process: under tsx, the functions Lighthouse
 * serializes into the page carry esbuild's `__name` helper and fail there. Each run starts a fresh
 * Chromium (Debian's), so no state carries over between runs.
 */
/** The LCP element and the five longest tasks of one run, from the audits' details. */
export function diagnose(audits: LighthouseResult['audits']): LighthouseDiagnosis {
  const observed = (audits['metrics']?.details as { items?: Array<{ observedFirstContentfulPaint?: number }> } | undefined)?.items?.[0];
  const fcp = audits['first-contentful-paint']?.numericValue;
  const speedIndex = audits['speed-index']?.numericValue;
  const paint =
    fcp !== undefined && speedIndex !== undefined && observed?.observedFirstContentfulPaint !== undefined
      ? { fcpMs: Math.round(fcp), speedIndexMs: Math.round(speedIndex), observedFcpMs: Math.round(observed.observedFirstContentfulPaint) }
      : undefined;
  const lcpItems = (audits['largest-contentful-paint-element']?.details as ListDetails | undefined)?.items ?? [];
  const node = lcpItems[0]?.items?.[0]?.node;
  const tasks = (audits['long-tasks']?.details as ListDetails | undefined)?.items ?? [];
  const consoleItems = (audits['errors-in-console']?.details as { items?: Array<{ description?: string; sourceLocation?: { url?: string } }> } | undefined)?.items ?? [];
  const consoleErrors = consoleItems.slice(0, 5).map((item) => `${(item.description ?? '').slice(0, 160)}${item.sourceLocation?.url ? ` (${item.sourceLocation.url.slice(0, 80)})` : ''}`);
  return {
    ...(node ? { lcpElement: `${node.selector ?? ''} "${(node.nodeLabel ?? '').slice(0, 60)}"`.trim() } : {}),
    longTasks: tasks
      .filter((task) => typeof task.duration === 'number')
      .sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0))
      .slice(0, 5)
      .map((task) => ({ script: (task.url ?? '').split('/').pop() || 'unattributed', ms: Math.round(task.duration ?? 0) })),
    ...(paint ? { paint } : {}),
    ...(consoleErrors.length > 0 ? { consoleErrors } : {}),
  };
}

/**
 * Lighthouse's --chrome-flags value. Lighthouse parses it with yargs-parser, which takes a quoted value
 * (`--rules="MAP a b"`) but not a quoted whole flag (`"--rules=MAP a b"`): that one was dropped, and the
 * tag stand-in's host-resolver rule never reached Lighthouse's Chromium (the tag failed to resolve).
 */
export function chromeFlagsArgument(flags: readonly string[]): string {
  return flags
    .map((flag) => {
      if (!flag.includes(' ')) return flag;
      const equals = flag.indexOf('=');
      return equals === -1 ? `"${flag}"` : `${flag.slice(0, equals + 1)}"${flag.slice(equals + 1)}"`;
    })
    .join(' ');
}

interface RunResult {
  scores: RunScores;
  failed: string[];
  knownPackage: string[];
  diagnosis: LighthouseDiagnosis;
}

async function runOnce(url: string, preset: LighthousePreset, extraChromeFlags: readonly string[]): Promise<RunResult> {
  const args = [
    LIGHTHOUSE_CLI,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${chromeFlagsArgument([...CHROME_FLAGS, ...extraChromeFlags])}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const { stdout } = await execFileAsync(process.execPath, args, {
    env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    maxBuffer: 256 * 1024 * 1024,
  });
  const lhr = JSON.parse(stdout) as LighthouseResult;
  const { categories, audits } = lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const failed = Object.values(categories)
    .filter((category) => category.id !== 'performance')
    .flatMap((category) => category.auditRefs)
    .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  const knownPackage = knownPackageAudits(categories['accessibility'], audits);
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      ownAccessibility: scoreWithout(categories['accessibility'], audits, knownPackage),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    },
    failed,
    knownPackage,
    diagnosis: diagnose(audits),
  };
}

/** Medians of `runs` Lighthouse runs of one preset, with every audit that failed in any of them. */
export async function runLighthouse(
  url: string,
  preset: LighthousePreset,
  runs: number,
  extraChromeFlags: readonly string[] = [],
): Promise<LighthouseSummary & { failedAudits: string[] }> {
  const results: RunResult[] = [];
  for (let index = 0; index < runs; index += 1)
    results.push(await runOnce(url, preset, extraChromeFlags));
  const pick = (key: keyof RunScores) =>
    median(results.map((result) => result.scores[key]));
  return {
    runs,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    ownAccessibility: pick('ownAccessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: Math.round(pick('lcpMs')),
    tbtMs: Math.round(pick('tbtMs')),
    cls: Math.round(pick('cls') * 1000) / 1000,
    performanceRuns: results.map((result) => result.scores.performance),
    failedAudits: [...new Set(results.flatMap((result) => result.failed))],
    knownPackageAudits: [...new Set(results.flatMap((result) => result.knownPackage))],
    diagnosis: medianDiagnosis(results.map((result) => ({ performance: result.scores.performance, diagnosis: result.diagnosis }))),
  };
}

/**
 * The run whose performance score is the median one explains the median; the console errors are those of
 * every run, since one run's errors fail the audit.
 */
export function medianDiagnosis(runs: ReadonlyArray<{ performance: number; diagnosis: LighthouseDiagnosis }>): LighthouseDiagnosis | undefined {
  const middle = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]?.diagnosis;
  if (!middle) return undefined;
  const consoleErrors = [...new Set(runs.flatMap((run) => run.diagnosis.consoleErrors ?? []))];
  const { lcpElement, longTasks, paint } = middle;
  return { ...(lcpElement ? { lcpElement } : {}), longTasks, ...(paint ? { paint } : {}), ...(consoleErrors.length > 0 ? { consoleErrors } : {}) };
}
