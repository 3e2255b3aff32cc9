// The command line of `npm run bench` (bench/run.ts).
import { flag, list, namesOf, parseCommandLine, value, wholeNumber, type CommandLineSpec, type OptionSpecs, type OptionValues } from '../src/cli/build/parseCommandLine';
import { BENCH_PAGES, type BenchPage } from './pages';

export type OnlyName = BenchPage['kind'] | 'search' | 'hops' | 'none';

/**
 * What --only accepts: the page kinds, `search` for the search timings, `hops` for browsing from component page
 * to component page, `none` for none of them (with --page).
 */
export const ONLY_NAMES: readonly OnlyName[] = [...BENCH_PAGES.map((page) => page.kind), 'search', 'hops', 'none'];

/** A page named with --page: any path of the site, measured with the component weight budget. */
const sitePath = {
  rule: 'a site path such as /material-ui/react-slider/',
  parse: (raw: string): BenchPage => {
    if (!/^\/[\w\-./]*$/.test(raw)) throw new Error(`expected a site path such as /material-ui/react-slider/, got "${raw}"`);
    const path = raw.endsWith('/') ? raw : `${raw}/`;
    return { kind: 'custom', label: 'Page', path, weightClass: 'component' };
  },
};

export const BENCH_COMMAND_LINE = {
  command: 'npm run bench --',
  summary:
    'Builds the site (timed, with peak memory), serves out/, measures each page kind (first-load weight, ' +
    'client-side navigation, Lighthouse mobile and desktop) and the search dialog, writes bench/results.json ' +
    'and bench/results.md, and exits 1 when a budget of bench/budgets.ts is exceeded.',
  options: {
    'skip-build': flag('measure the existing out/ instead of building'),
    'warm-build': flag('build with the caches of earlier builds (by default the build starts without them, as on a fresh clone)'),
    runs: value({ form: 'N', description: 'Lighthouse runs per preset', rule: wholeNumber(1), default: 3 }),
    'nav-runs': value({ form: 'N', description: 'client-side navigations timed per page', rule: wholeNumber(1), default: 10 }),
    'no-lighthouse': flag('skip Lighthouse'),
    configured: flag(
      'build and measure the site configured like production (a measurement id and SITE_URL), with the tag host answered by a local stand-in of gtag.js\'s size',
    ),
    only: value({
      form: 'KIND,KIND',
      description: 'measure only these page kinds (search: the search timings; hops: five drawer clicks between component pages; none: only the --page pages)',
      rule: namesOf(ONLY_NAMES, 'kind'),
      defaultText: 'all',
    }),
    page: list({ form: '/PATH/', description: 'measure this page of the site too (with --only none, only it)', rule: sitePath }),
  },
} satisfies CommandLineSpec<OptionSpecs>;

export interface BenchOptions {
  skipBuild: boolean;
  warmBuild: boolean;
  /** Built with a measurement id and SITE_URL, the tag host answered locally (bench/measure/tagStandIn.ts). */
  configured: boolean;
  runs: number;
  navRuns: number;
  lighthouse: boolean;
  /** Undefined: every page kind and the search timings. */
  only: readonly OnlyName[] | undefined;
  extraPages: BenchPage[];
}

/** The options of the values read from the command line. */
export function benchOptionsOf(values: OptionValues<typeof BENCH_COMMAND_LINE.options>): BenchOptions {
  return {
    skipBuild: values['skip-build'],
    warmBuild: values['warm-build'],
    configured: values.configured,
    runs: values.runs,
    navRuns: values['nav-runs'],
    lighthouse: !values['no-lighthouse'],
    only: values.only,
    extraPages: values.page,
  };
}

/** The options of `args`, or `{ help: true }`; throws a CommandLineError for a mistake. */
export function parseBenchOptions(args: readonly string[]): { help: true } | { help: false; options: BenchOptions } {
  const parsed = parseCommandLine(BENCH_COMMAND_LINE, args);
  return parsed.help ? { help: true } : { help: false, options: benchOptionsOf(parsed.values) };
}
