/**
 * The performance budgets the site must meet on this kind of machine (2 cores). `npm run bench` exits
 * non-zero when a measurement exceeds one. Change a budget only with a reason in the commit message.
 */
export const BUDGETS = {
  lighthouse: {
    /** Minimum Lighthouse performance score, mobile preset, median of three runs (issue 30). */
    mobilePerformance: 95,
    /** A Data Grid feature page renders a grid in its first screen, its others as they near it (issue 30). */
    mobilePerformanceDataGridFeature: 90,
    /** The Data Grid overview renders a 2,000-row grid with its toolbar in its first screen: a lower floor. */
    mobilePerformanceDataGrid: 80,
    desktopPerformance: 98,
    accessibility: 100,
    seo: 100,
    bestPractices: 95,
    /** Cumulative layout shift must stay under this. */
    maxCls: 0.02,
  },
  /**
   * First-load JavaScript, KB gzip, by page class: 130 for a guide or API page, 170 for a component page
   * (issue 30). A Data Grid page shows a grid in its first screen, and
   * the grid needs @mui/x-data-grid 6.18.7 with the Material components its default slots import
   * (Autocomplete, Select, Chip, Tooltip, Popper, TablePagination…): 163 KB gzip measured over the guide
   * page, of which the page's own demo code is under 1.5 KB. Its budget is the guide's plus that, plus
   * 15 KB for the demo block: any growth of the shell or of our own grid code still fails it.
   */
  firstLoadJsKb: { guide: 130, component: 170, 'data-grid': 330 },
  /** Client-side navigation from a drawer click to the new h1, median of ten, ms. */
  navigationMs: 150,
  /** The same, median of five consecutive hops between component pages with demos (issue 30). */
  navigationHopsMs: 100,
  search: {
    /** A search while typing, once the index is loaded (95th percentile of the timed keystrokes), ms. */
    queryP95Ms: 10,
    /** What the first query needs downloaded: the titles chunk of a language, KB gzip. */
    firstChunkKb: 100,
  },
  /** The whole site's build from scratch, seconds per 100 pages (issue 30). */
  buildSecondsPer100Pages: 8,
} as const;
