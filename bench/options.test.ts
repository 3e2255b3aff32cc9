import { describe, expect, it } from 'vitest';
import { CommandLineError, helpText } from '../src/cli/build/parseCommandLine';
import { BENCH_COMMAND_LINE, parseBenchOptions } from './options';

const VALID_FLAGS = [
  '--skip-build',
  '--warm-build',
  '--runs N (whole number ≥ 1, default 3)',
  '--nav-runs N (whole number ≥ 1, default 10)',
  '--no-lighthouse',
  '--configured',
  '--only KIND,KIND (each one of home|guide|component|autocomplete|joy-component|base-component|api|data-grid|data-grid-feature|zh|search|hops|none, default all)',
  '--page /PATH/',
  '--help',
];

function options(args: string[]) {
  const parsed = parseBenchOptions(args);
  if (parsed.help) throw new Error('unexpected help');
  return parsed.options;
}

function refusal(args: string[]): string {
  try {
    parseBenchOptions(args);
  } catch (error) {
    expect(error).toBeInstanceOf(CommandLineError);
    return (error as Error).message;
  }
  throw new Error(`${args.join(' ')} was accepted`);
}

describe('npm run bench options', () => {
  it('defaults: build from scratch, 3 Lighthouse runs, 10 navigations, every page kind', () => {
    expect(options([])).toEqual({ skipBuild: false, warmBuild: false, configured: false, runs: 3, navRuns: 10, lighthouse: true, only: undefined, extraPages: [] });
  });

  it('--configured measures the production-like build', () => {
    expect(options(['--configured', '--skip-build'])).toMatchObject({ configured: true, skipBuild: true });
  });

  it('keeps every flag of the quick look and of measuring one page', () => {
    expect(options(['--runs', '1', '--nav-runs', '3', '--no-lighthouse', '--warm-build'])).toMatchObject({
      runs: 1,
      navRuns: 3,
      lighthouse: false,
      warmBuild: true,
    });
    const one = options(['--skip-build', '--only', 'none', '--page', '/material-ui/react-slider', '--page', '/x/']);
    expect(one.skipBuild).toBe(true);
    expect(one.only).toEqual(['none']);
    expect(one.extraPages.map((page) => page.path)).toEqual(['/material-ui/react-slider/', '/x/']);
    expect(one.extraPages[0]).toMatchObject({ kind: 'custom', weightClass: 'component' });
    expect(options(['--only', 'guide,api,search']).only).toEqual(['guide', 'api', 'search']);
  });

  it('refuses --runs abc with a message naming it and listing the valid flags', () => {
    const message = refusal(['--runs', 'abc']);
    expect(message).toContain('--runs: expected a whole number ≥ 1, got "abc"');
    for (const flag of VALID_FLAGS) expect(message).toContain(flag);
  });

  it('refuses --runs 0, --nav-runs -1, an unknown --only kind, a --page that is not a site path', () => {
    expect(refusal(['--runs', '0'])).toContain('--runs: expected a whole number ≥ 1, got "0"');
    expect(refusal(['--nav-runs', '-1'])).toContain('--nav-runs: expected a whole number ≥ 1, got "-1"');
    expect(refusal(['--only', 'foo'])).toContain('--only: unknown kind "foo"');
    expect(refusal(['--page', 'slider'])).toContain('--page: expected a site path');
    expect(refusal(['--lighthouse'])).toContain('unknown option --lighthouse');
  });

  it('prints every flag for --help', () => {
    expect(parseBenchOptions(['--help'])).toEqual({ help: true });
    const text = helpText(BENCH_COMMAND_LINE);
    for (const flag of VALID_FLAGS) expect(text).toContain(flag);
  });
});
