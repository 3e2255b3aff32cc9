/**
 * Accessibility violations inside a documented package's own markup that no prop of the pinned version
 * avoids, by axe rule and the class of the element axe names. Both accessibility gates read this list:
 * the browser tests' axe sweep (tests/e2e/support/axe.ts) and the benchmark's Lighthouse budget
 * (bench/measure/lighthouse.ts). Everything else about such an element is still checked.
 *
 * - @mui/x-data-grid 6.18.7 renders its footer (the rows-per-page select and the page buttons) inside the
 *   element with role="grid", where only rows and row groups are allowed (the Data Grid's accessibility
 *   page states it). `experimentalFeatures.ariaV7` moves the role but leaves the grid's name behind.
 * - Its toolbar's filter button is named "Show filters" while it reads "Filters"
 *   (label-content-name-mismatch), from the package's own locale text.
 * - Its default loading overlay is a CircularProgress with no name; only replacing the slot avoids it.
 */
export const KNOWN_PACKAGE_VIOLATIONS: ReadonlyArray<{ rule: string; withinClass: string }> = [
  { rule: 'aria-required-children', withinClass: 'MuiDataGrid-root' },
  { rule: 'label-content-name-mismatch', withinClass: 'MuiDataGrid-toolbarContainer' },
  { rule: 'aria-progressbar-name', withinClass: 'MuiDataGrid-overlay' },
];

/** The classes that hold known package violations. */
export const KNOWN_CONTAINER_CLASSES: readonly string[] = [...new Set(KNOWN_PACKAGE_VIOLATIONS.map((known) => known.withinClass))];

/** True when `rule` is known for an element that is, or is inside, an element of one of `withinClasses`. */
export function isKnownPackageViolation(rule: string, withinClasses: readonly string[]): boolean {
  return KNOWN_PACKAGE_VIOLATIONS.some((known) => known.rule === rule && withinClasses.includes(known.withinClass));
}

/**
 * The known container classes an element's opening tag carries (Lighthouse reports a failing node by its
 * snippet, `<div class="MuiDataGrid-root …" role="grid">`, not by its ancestors).
 */
export function knownClassesOfSnippet(snippet: string): string[] {
  const classAttribute = /\sclass="([^"]*)"/.exec(snippet)?.[1] ?? '';
  const classes = new Set(classAttribute.split(/\s+/));
  return KNOWN_CONTAINER_CLASSES.filter((name) => classes.has(name));
}
