import type { NavigationHops } from './measure/navigation';
import type { BuildPhase } from './measure/buildPhases';
import type { BenchPage } from './pages';

export type LighthousePreset = 'mobile' | 'desktop';

/** Medians over the runs of one Lighthouse preset on one page. Scores are 0–100. */
export interface LighthouseSummary {
  runs: number;
  performance: number;
  accessibility: number;
  /**
   * Accessibility without the audits that fail only on a documented package's known markup, the ones the
   * site's axe gate accepts too (src/siteChecks/knownPackageViolations.ts). The budget applies to this.
   * Absent in results written before it existed: the plain score applies.
   */
  ownAccessibility?: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The performance score of each run, in the order they ran: how far apart they are shows the noise. */
  performanceRuns?: number[];
  /** Audits of accessibility, best practices and SEO that failed in any run. */
  failedAudits?: string[];
  /** Which of those failed only on a package's known markup, in any run. */
  knownPackageAudits?: string[];
  /** Why the median run scored what it did: its LCP element and longest main-thread tasks. */
  diagnosis?: LighthouseDiagnosis;
}

export interface LighthouseDiagnosis {
  /** The element Lighthouse saw as the largest contentful paint (its label, shortened). */
  lcpElement?: string;
  /** The longest main-thread tasks: the script they are attributed to and their simulated duration. */
  longTasks: Array<{ script: string; ms: number }>;
  /**
   * First contentful paint and Speed Index (simulated, as scored), and the first paint of the load
   * Lighthouse observed without throttling: late there means the machine, not the page, was slow.
   */
  paint?: { fcpMs: number; speedIndexMs: number; observedFcpMs: number };
  /** What the console logged as errors during the run (the errors-in-console audit's items), shortened. */
  consoleErrors?: string[];
}

/** What a page downloads before it is idle, gzip-compressed. */
export interface PageWeight {
  jsKb: number;
  cssKb: number;
  /** Inline <style> (server-rendered emotion styles) in the HTML, gzip. */
  inlineCssKb: number;
  htmlKb: number;
  scripts: number;
  /** The heaviest scripts of the first load (path and KB gzip), to see what a page pays for. */
  largestScripts?: Array<{ path: string; kb: number }>;
  /**
   * The JavaScript fetched once the reader acts (a pointer move over the page) and the page is idle again,
   * KB gzip: the demos and playgrounds in view, which wait for the reader. Not part of the first load.
   */
  afterReaderActsJsKb?: number;
}

export interface PageResult {
  kind: BenchPage['kind'];
  label: string;
  path: string;
  weightClass: BenchPage['weightClass'];
  weight?: PageWeight;
  lighthouse?: Partial<Record<LighthousePreset, LighthouseSummary>>;
  /** Median time from a click on a drawer link to the next page's h1 being visible. */
  navigationMs?: number;
}

export interface BuildResult {
  seconds: number;
  /** Built without Next.js's build cache and the API data cache, as on a fresh clone. */
  fresh?: boolean;
  pages: number;
  secondsPer100Pages: number;
  peakMemoryMb: number;
  /** How long each step took, from the build's output. */
  phases?: BuildPhase[];
}

/** The search dialog: its index's weight and how fast it answers. */
export interface SearchResult {
  /** KB gzip of each chunk, by language then chunk (`titles` answers the first query). */
  indexKb: Partial<Record<string, Partial<Record<string, number>>>>;
  /** From the Ctrl+K press to the first result of a query typed at once, nothing cached (median). */
  shortcutToFirstResultMs: number;
  /** Searches timed while typing queries letter by letter, index loaded. */
  queries: number;
  queryMedianMs: number;
  queryP95Ms: number;
  queryMaxMs: number;
}

export interface BenchResults {
  date: string;
  machine: { cpus: number; memoryGb: number; node: string };
  build?: BuildResult;
  /** Set when the site was built like production: a measurement id, SITE_URL and the stand-in tag. */
  configured?: { measurementId: string; siteUrl: string; tagKb: number; tagGzipKb: number };
  pages: PageResult[];
  search?: SearchResult;
  /** Five drawer clicks from component page to component page (bench/measure/navigation.ts). */
  navigationHops?: NavigationHops;
}

export interface BudgetViolation {
  page: string;
  metric: string;
  value: number;
  budget: string;
}
