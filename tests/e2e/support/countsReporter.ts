import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Annotation type of a count a test reports: `count` with the description `label=number`. */
export const COUNT_ANNOTATION = 'count';

/**
 * Sums the counts the site checks report (pages checked, links, violations…) over all tests and
 * prints them once the run ends, per spec file. A retried test counts once: its last attempt.
 * It also prints the time each spec file took (every attempt, summed over the workers), longest first:
 * the list to read when the CI run grows too long.
 */
export default class CountsReporter implements Reporter {
  private readonly latest = new Map<string, { file: string; counts: Array<[string, number]> }>();
  private readonly milliseconds = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const spec = specFileOf(test);
    this.milliseconds.set(spec, (this.milliseconds.get(spec) ?? 0) + result.duration);
    const counts = result.annotations
      .filter((annotation) => annotation.type === COUNT_ANNOTATION && annotation.description)
      .map((annotation) => {
        const [label = '', value = '0'] = (annotation.description ?? '').split('=');
        return [label, Number(value)] as [string, number];
      });
    if (counts.length > 0) this.latest.set(test.id, { file: spec, counts });
  }

  onEnd(_result: FullResult): void {
    this.printTimes();
    const totals = new Map<string, Map<string, number>>();
    for (const { file, counts } of this.latest.values()) {
      const perFile = totals.get(file) ?? new Map<string, number>();
      for (const [label, value] of counts) perFile.set(label, (perFile.get(label) ?? 0) + value);
      totals.set(file, perFile);
    }
    if (totals.size === 0) return;
    console.log('\nSite checks:');
    for (const [file, perFile] of [...totals].sort(([a], [b]) => a.localeCompare(b))) {
      console.log(`  ${file}: ${[...perFile].map(([label, value]) => `${label} ${value}`).join(', ')}`);
    }
  }

  private printTimes(): void {
    if (this.milliseconds.size === 0) return;
    const total = [...this.milliseconds.values()].reduce((sum, value) => sum + value, 0);
    console.log(`\nWorker time per spec file (${Math.round(total / 1000)} s in all):`);
    for (const [file, value] of [...this.milliseconds].sort(([, a], [, b]) => b - a)) {
      console.log(`  ${file}: ${Math.round(value / 1000)} s`);
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}

function specFileOf(test: TestCase): string {
  return test.location.file.split('/').pop() ?? '';
}
