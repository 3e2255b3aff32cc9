// The React context that @mui/system's ThemeProvider fills for @mui/private-theming, by the same path
// its ThemeProvider imports it (npm nests @mui/private-theming under @mui/system in this install), so
// StableTheme in src/theme/DocsThemeRoot.tsx can provide a steady value of it.
export { default } from '../../../node_modules/@mui/system/node_modules/@mui/private-theming/useTheme/ThemeContext.js';
