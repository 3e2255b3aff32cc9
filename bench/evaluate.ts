import { BUDGETS } from './budgets';
import type { BenchResults, BudgetViolation, LighthouseSummary, PageResult } from './types';

/** The median of a list of numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function lighthouseViolations(page: PageResult): BudgetViolation[] {
  const violations: BudgetViolation[] = [];
  const budgets = BUDGETS.lighthouse;
  const push = (metric: string, value: number, budget: string) => violations.push({ page: page.path, metric, value, budget });
  const check = (preset: 'mobile' | 'desktop', summary: LighthouseSummary | undefined) => {
    if (!summary) return;
    const minPerformance =
      preset === 'desktop'
        ? budgets.desktopPerformance
        : page.kind === 'data-grid'
          ? budgets.mobilePerformanceDataGrid
          : page.kind === 'data-grid-feature'
            ? budgets.mobilePerformanceDataGridFeature
            : budgets.mobilePerformance;
    if (summary.performance < minPerformance) push(`${preset} performance`, summary.performance, `≥ ${minPerformance}`);
    // A documented package's own known violations (the Data Grid's footer inside role="grid") do not count.
    const accessibility = summary.ownAccessibility ?? summary.accessibility;
    if (accessibility < budgets.accessibility) push(`${preset} accessibility`, accessibility, `≥ ${budgets.accessibility}`);
    if (summary.seo < budgets.seo) push(`${preset} SEO`, summary.seo, `≥ ${budgets.seo}`);
    if (summary.bestPractices < budgets.bestPractices) push(`${preset} best practices`, summary.bestPractices, `≥ ${budgets.bestPractices}`);
    if (summary.cls >= budgets.maxCls) push(`${preset} CLS`, summary.cls, `< ${budgets.maxCls}`);
  };
  check('mobile', page.lighthouse?.mobile);
  check('desktop', page.lighthouse?.desktop);
  return violations;
}

/** Every measurement that exceeds its budget (empty when all hold). Missing measurements are not violations. */
export function findViolations(results: BenchResults): BudgetViolation[] {
  const violations: BudgetViolation[] = [];
  if (results.build && results.build.secondsPer100Pages > BUDGETS.buildSecondsPer100Pages) {
    violations.push({
      page: '(build)',
      metric: 'build time (s per 100 pages)',
      value: results.build.secondsPer100Pages,
      budget: `≤ ${BUDGETS.buildSecondsPer100Pages}`,
    });
  }
  for (const page of results.pages) {
    const jsBudget = BUDGETS.firstLoadJsKb[page.weightClass];
    if (page.weight && page.weight.jsKb > jsBudget) {
      violations.push({ page: page.path, metric: 'first-load JS (KB gzip)', value: page.weight.jsKb, budget: `≤ ${jsBudget}` });
    }
    if (page.navigationMs !== undefined && page.navigationMs > BUDGETS.navigationMs) {
      violations.push({ page: page.path, metric: 'client navigation (ms)', value: page.navigationMs, budget: `≤ ${BUDGETS.navigationMs}` });
    }
    violations.push(...lighthouseViolations(page));
  }
  if (results.navigationHops && results.navigationHops.medianMs > BUDGETS.navigationHopsMs) {
    const { slowest } = results.navigationHops;
    violations.push({
      page: `(drawer hops, slowest to ${slowest.to}: ${slowest.ms} ms, waiting for ${slowest.fetched.map((entry) => `${entry.url} ${entry.ms} ms`).join(', ') || 'no request'})`,
      metric: 'client navigation, five hops (median ms)',
      value: results.navigationHops.medianMs,
      budget: `≤ ${BUDGETS.navigationHopsMs}`,
    });
  }
  if (results.search) {
    const { search } = results;
    if (search.queryP95Ms > BUDGETS.search.queryP95Ms) {
      violations.push({ page: '(search)', metric: 'query time p95 (ms)', value: search.queryP95Ms, budget: `≤ ${BUDGETS.search.queryP95Ms}` });
    }
    for (const [language, chunks] of Object.entries(search.indexKb)) {
      const titles = chunks?.titles;
      if (titles !== undefined && !(titles <= BUDGETS.search.firstChunkKb)) {
        violations.push({ page: `(search ${language})`, metric: 'first index chunk (KB gzip)', value: titles, budget: `≤ ${BUDGETS.search.firstChunkKb}` });
      }
    }
  }
  return violations;
}

const dash = '–';

function format(value: number | undefined, digits = 0): string {
  return value === undefined || Number.isNaN(value) ? dash : value.toFixed(digits);
}

/** The accessibility score, with the page's own one after it when a package's known markup lowered it. */
function accessibilityScore(summary: LighthouseSummary): string {
  const own = summary.ownAccessibility;
  return own === undefined || own === summary.accessibility ? format(summary.accessibility) : `${format(summary.accessibility)} (own ${format(own)})`;
}

function scores(summary: LighthouseSummary | undefined): string {
  return summary
    ? `${format(summary.performance)} / ${accessibilityScore(summary)} / ${format(summary.bestPractices)} / ${format(summary.seo)}`
    : dash;
}

/** The results as a Markdown report: one table of pages, the build, then the violations. */
export function renderMarkdown(results: BenchResults, violations: readonly BudgetViolation[]): string {
  const lines = [
    `# Benchmark results`,
    '',
    `${results.date} · ${results.machine.cpus} CPUs · ${results.machine.memoryGb} GB · Node ${results.machine.node}`,
    '',
    ...(results.configured
      ? [
          `Configured like production: measurement id ${results.configured.measurementId}, SITE_URL ${results.configured.siteUrl}; the tag host answered locally by a stand-in of ${results.configured.tagKb} KB (${results.configured.tagGzipKb} KB gzip).`,
          '',
        ]
      : []),
    '| Page | JS KB | JS KB once the reader acts | CSS KB (files + inline) | HTML KB | Nav ms | Mobile perf / a11y / BP / SEO | Mobile LCP ms | TBT ms | CLS | Desktop perf / a11y / BP / SEO |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | --- |',
  ];
  for (const page of results.pages) {
    const mobile = page.lighthouse?.mobile;
    lines.push(
      `| ${page.label} \`${page.path}\` | ${format(page.weight?.jsKb, 1)} | ${page.weight?.afterReaderActsJsKb === undefined ? dash : `+${format(page.weight.afterReaderActsJsKb, 1)}`} | ${format(page.weight?.cssKb, 1)} + ${format(page.weight?.inlineCssKb, 1)} | ${format(page.weight?.htmlKb, 1)} | ${format(page.navigationMs)} | ${scores(mobile)} | ${format(mobile?.lcpMs)} | ${format(mobile?.tbtMs)} | ${format(mobile?.cls, 3)} | ${scores(page.lighthouse?.desktop)} |`,
    );
  }
  if (results.build) {
    const build = results.build;
    const start = build.fresh === undefined ? '' : build.fresh ? ' from scratch' : ' with warm caches';
    const phases = (build.phases ?? []).map((entry) => `${entry.phase} ${format(entry.seconds, 1)} s`).join(', ');
    lines.push(
      '',
      `Build${start}: ${format(build.seconds, 1)} s for ${build.pages} pages (${format(build.secondsPer100Pages, 1)} s per 100 pages), peak memory ${format(build.peakMemoryMb)} MB.` +
        (phases ? ` Steps: ${phases}.` : ''),
    );
  }
  if (results.navigationHops) {
    const hops = results.navigationHops;
    lines.push(
      '',
      `Drawer hops ${hops.paths.join(' → ')}: ${hops.hopsMs.join(', ')} ms (median ${format(hops.medianMs)} ms); the slowest, to ${hops.slowest.to}, fetched ${hops.slowest.fetched.map((entry) => `${entry.url} (${entry.ms} ms)`).join(', ') || 'nothing'}.`,
    );
  }
  if (results.search) {
    const search = results.search;
    const index = Object.entries(search.indexKb)
      .map(([language, chunks]) => `${language}: ${Object.entries(chunks ?? {}).map(([chunk, size]) => `${chunk} ${format(size, 1)}`).join(', ')}`)
      .join('; ');
    lines.push(
      '',
      `Search: index KB gzip (${index}); Ctrl+K to first result ${format(search.shortcutToFirstResultMs)} ms (nothing cached); ` +
        `${search.queries} searches while typing: median ${format(search.queryMedianMs, 1)} ms, p95 ${format(search.queryP95Ms, 1)} ms, max ${format(search.queryMaxMs, 1)} ms.`,
    );
  }
  lines.push('', '## Where the weight and the failed audits are', '');
  for (const page of results.pages) {
    const scripts = page.weight?.largestScripts ?? [];
    const audits = [...new Set([...(page.lighthouse?.mobile?.failedAudits ?? []), ...(page.lighthouse?.desktop?.failedAudits ?? [])])];
    const known = new Set([...(page.lighthouse?.mobile?.knownPackageAudits ?? []), ...(page.lighthouse?.desktop?.knownPackageAudits ?? [])]);
    const named = audits.map((audit) => (known.has(audit) ? `${audit} (only in a package's known markup)` : audit));
    lines.push(`- ${page.label} \`${page.path}\`: heaviest scripts ${scripts.map((script) => `${script.path.split('/').pop()} ${script.kb}`).join(', ') || '–'}; failed audits: ${named.join(', ') || 'none'}`);
    const mobile = page.lighthouse?.mobile;
    const diagnosis = mobile?.diagnosis;
    if (diagnosis) {
      const tasks = diagnosis.longTasks.map((task) => `${task.script} ${task.ms} ms`).join(', ') || 'none';
      const runs = mobile.performanceRuns ? `runs scored ${mobile.performanceRuns.join(', ')}; ` : '';
      const paint = diagnosis.paint
        ? `FCP ${diagnosis.paint.fcpMs} ms, Speed Index ${diagnosis.paint.speedIndexMs} ms (unthrottled first paint ${diagnosis.paint.observedFcpMs} ms); `
        : '';
      lines.push(`  - mobile: ${runs}${paint}LCP element ${diagnosis.lcpElement ?? '–'}; longest tasks (simulated) ${tasks}`);
      if (diagnosis.consoleErrors) lines.push(`  - console errors: ${diagnosis.consoleErrors.join('; ')}`);
    }
  }
  lines.push('', violations.length === 0 ? 'All budgets hold.' : `${violations.length} budget(s) exceeded:`);
  for (const violation of violations) {
    lines.push(`- ${violation.page}: ${violation.metric} = ${violation.value} (budget ${violation.budget})`);
  }
  return `${lines.join('\n')}\n`;
}
