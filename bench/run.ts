// `npm run bench`: builds the site (timed, with peak memory), serves the export, measures each page kind
// (first-load weight, client-side navigation, Lighthouse mobile and desktop), writes bench/results.json and
// bench/results.md, and exits non-zero when a budget of bench/budgets.ts is exceeded.
//
// Options (bench/options.ts; `npm run bench -- --help` lists them): --skip-build (measure the existing out/),
// --warm-build (build with the caches of earlier builds; by default the build starts without them, as on a
// fresh clone), --runs N (Lighthouse runs per preset, default 3), --nav-runs N (default 10), --no-lighthouse,
// --only kind,kind (home, guide, component, autocomplete, joy-component, base-component, api, data-grid, data-grid-feature, zh, search for the search dialog's timings, none),
// --page /any/path/ (repeatable: measures that page too, with the component weight budget; with --only, only
// those pages). A mistake stops it with exit code 2 and the list of valid options.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createStaticServer } from '../src/hosting/build/staticServer';
import { findViolations, renderMarkdown } from './evaluate';
import { measureBuild } from './measure/build';
import { launchBrowser } from './measure/browser';
import { runLighthouse } from './measure/lighthouse';
import { measureNavigation, measureNavigationHops } from './measure/navigation';
import { measurePageWeight } from './measure/pageWeight';
import { measureSearch, measureSearchIndex } from './measure/search';
import { startTagStandIn } from './measure/tagStandIn';
import { readCommandLine } from '../src/cli/build/parseCommandLine';
import { BENCH_COMMAND_LINE, benchOptionsOf } from './options';
import { BENCH_PAGES, NAVIGATION_HOPS } from './pages';
import type { BenchResults, PageResult } from './types';

const root = path.resolve(__dirname, '..');

/**
 * A production-like build: a measurement id and a public SITE_URL (so the service worker stays off on the
 * benchmark's localhost origin, as it is on any origin but the site's own).
 */
const CONFIGURED_ENV = { NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-BENCH00000', SITE_URL: 'https://docs.example.com' } as const;

async function main(): Promise<void> {
  // Exits 2 with the valid options on a mistake, 0 after printing them for --help.
  const { skipBuild, warmBuild, configured, runs, navRuns, lighthouse, only, extraPages } = benchOptionsOf(readCommandLine(BENCH_COMMAND_LINE).values);
  const pages = [...BENCH_PAGES.filter((page) => !only || only.includes(page.kind)), ...extraPages];

  const results: BenchResults = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    pages: [],
  };
  if (!skipBuild) {
    const fresh = !warmBuild;
    console.log(`bench: building the site${fresh ? ' from scratch (no build cache, no API data cache)' : ' with the caches of earlier builds'}…`);
    results.build = await measureBuild(root, { fresh, env: configured ? CONFIGURED_ENV : {} });
    console.log(`bench: build took ${results.build.seconds} s for ${results.build.pages} pages, peak ${results.build.peakMemoryMb} MB`);
  }
  if (!fs.existsSync(path.join(root, 'out', 'index.html'))) throw new Error('No export in out/: run without --skip-build.');

  const server = createStaticServer(path.join(root, 'out'));
  // All interfaces: "localhost" may resolve to ::1 first, and a server on 127.0.0.1 alone then costs each
  // new connection a failed attempt, which showed up as late fonts and layout shifts in Lighthouse.
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  // With --configured, the tag host is answered on this machine by a script of gtag.js's size.
  const tag = configured ? await startTagStandIn() : null;
  const chromiumFlags = tag?.chromiumFlags ?? [];
  if (tag) {
    const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
    results.configured = { measurementId: CONFIGURED_ENV.NEXT_PUBLIC_GA_MEASUREMENT_ID, siteUrl: CONFIGURED_ENV.SITE_URL, tagKb: kb(tag.bytes), tagGzipKb: kb(tag.gzipBytes) };
    console.log(`bench: configured build; the tag host answers with a stand-in of ${results.configured.tagKb} KB (${results.configured.tagGzipKb} KB gzip)`);
  }
  const browser = await launchBrowser(chromiumFlags);
  try {
    for (const page of pages) {
      const url = `${origin}${page.path}`;
      const result: PageResult = { kind: page.kind, label: page.label, path: page.path, weightClass: page.weightClass };
      result.weight = await measurePageWeight(browser, url);
      if (page.drawerLinkTo) result.navigationMs = await measureNavigation(browser, url, page.drawerLinkTo, navRuns);
      if (lighthouse) {
        const mobile = await runLighthouse(url, 'mobile', runs, chromiumFlags);
        const desktop = await runLighthouse(url, 'desktop', runs, chromiumFlags);
        result.lighthouse = { mobile, desktop };
        const failed = [...new Set([...mobile.failedAudits, ...desktop.failedAudits])];
        if (failed.length > 0) console.log(`bench: ${page.path} fails the Lighthouse audits ${failed.join(', ')}`);
      }
      console.log(
        `bench: ${page.path} JS ${result.weight.jsKb} KB, CSS ${result.weight.cssKb} + ${result.weight.inlineCssKb} KB` +
          (result.navigationMs === undefined ? '' : `, navigation ${result.navigationMs} ms`) +
          (result.lighthouse ? `, mobile ${result.lighthouse.mobile?.performance}, desktop ${result.lighthouse.desktop?.performance}` : ''),
      );
      results.pages.push(result);
    }
    if (!only || only.includes('hops')) {
      results.navigationHops = await measureNavigationHops(browser, origin, NAVIGATION_HOPS);
      console.log(`bench: drawer hops ${results.navigationHops.hopsMs.join(', ')} ms, median ${results.navigationHops.medianMs} ms`);
    }
    if (!only || only.includes('search')) {
      const component = BENCH_PAGES.find((page) => page.kind === 'component')!;
      results.search = { indexKb: measureSearchIndex(path.join(root, 'out')), ...(await measureSearch(browser, `${origin}${component.path}`)) };
      console.log(`bench: search, Ctrl+K to first result ${results.search.shortcutToFirstResultMs} ms, query p95 ${results.search.queryP95Ms} ms`);
    }
  } finally {
    await browser.close();
    server.close();
    tag?.close();
  }

  const violations = findViolations(results);
  const markdown = renderMarkdown(results, violations);
  fs.writeFileSync(path.join(root, 'bench', 'results.json'), `${JSON.stringify({ ...results, violations }, null, 2)}\n`);
  fs.writeFileSync(path.join(root, 'bench', 'results.md'), markdown);
  console.log(`\n${markdown}`);
  if (violations.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
