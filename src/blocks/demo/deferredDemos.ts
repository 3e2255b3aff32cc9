/**
 * Packages heavy enough that a demo importing them is loaded on demand: the page ships without them,
 * and the demo loads when it comes near the viewport, in a box of its declared height.
 */
export const DEFERRED_PACKAGES: readonly string[] = [
  '@mui/x-data-grid',
  '@mui/x-data-grid-pro',
  '@mui/x-data-grid-premium',
  // The demo data generator imports the Premium grid.
  '@mui/x-data-grid-generator',
];

/** True when an import specifier names a deferred package or one of its modules. */
export function isDeferredImport(specifier: string): boolean {
  return DEFERRED_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`));
}

/** True when a demo imports a deferred package: it loads on demand, and needs a height. */
export function importsDeferredPackage(imports: ReadonlyArray<{ from: string }>): boolean {
  return imports.some((binding) => isDeferredImport(binding.from));
}
