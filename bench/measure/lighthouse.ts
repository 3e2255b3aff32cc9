import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { median } from '../evaluate';
import type { LighthousePreset, LighthouseSummary } from '../types';
import { CHROMIUM_PATH } from './browser';

interface RunScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface LighthouseSession {
  run(url: string, preset: LighthousePreset, runs: number): Promise<LighthouseSummary & { failedAudits: string[] }>;
  close(): Promise<void>;
}

/** One Chromium for all Lighthouse runs; Lighthouse resets storage before each run. */
export async function startLighthouse(): Promise<LighthouseSession> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const once = async (url: string, preset: LighthousePreset): Promise<{ scores: RunScores; failed: string[] }> => {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const failed = Object.values(categories)
      .filter((category) => category.id !== 'performance')
      .flatMap((category) => category.auditRefs)
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    return {
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      },
      failed,
    };
  };
  return {
    async run(url, preset, runs) {
      const results: Array<{ scores: RunScores; failed: string[] }> = [];
      for (let index = 0; index < runs; index += 1) results.push(await once(url, preset));
      const pick = (key: keyof RunScores) => median(results.map((result) => result.scores[key]));
      return {
        runs,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: Math.round(pick('lcpMs')),
        tbtMs: Math.round(pick('tbtMs')),
        cls: Math.round(pick('cls') * 1000) / 1000,
        failedAudits: [...new Set(results.flatMap((result) => result.failed))],
      };
    },
    async close() {
      chrome.kill();
    },
  };
}
