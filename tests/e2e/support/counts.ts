import { test } from '@playwright/test';
import { COUNT_ANNOTATION } from './countsReporter';

/** Reports what a test covered (summed over the run by the counts reporter). */
export function reportCount(label: string, value: number): void {
  test.info().annotations.push({ type: COUNT_ANNOTATION, description: `${label}=${value}` });
}
