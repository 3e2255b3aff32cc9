// Stands in for '@mui/system' in the site's bundles (see turbopack.resolveAlias in next.config.ts).
//
// @mui/system 5.15.1 ships `private_safeEmphasize` calling itself instead of `emphasize`, so every
// theme built with experimental_extendTheme recurses until the stack overflows (twice per colour
// scheme) and keeps the unemphasized colour: measured on this machine, that was the single hottest
// function of a page load. This module re-exports the package unchanged except for that function,
// which does what its name says. Plain JavaScript because it imports the package's untyped ESM build
// by a relative path (an '@mui/system…' request would come back here); its types stay the package's.
export * from '../../../node_modules/@mui/system/esm/index.js';
import { emphasize } from '../../../node_modules/@mui/system/esm/colorManipulator.js';

export function private_safeEmphasize(color, coefficient, warning) {
  try {
    return emphasize(color, coefficient);
  } catch {
    // The package warns here in development; a docs build has nothing to add.
    void warning;
    return color;
  }
}
