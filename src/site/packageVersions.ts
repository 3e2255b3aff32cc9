/**
 * Exact versions of the packages the site documents and runs demos with: a sandbox project opened from
 * a demo installs these. A unit test checks them against node_modules.
 */
export const PACKAGE_VERSIONS: Readonly<Record<string, string>> = {
  react: '18.3.1',
  'react-dom': '18.3.1',
  '@mui/material': '5.15.1',
  '@mui/lab': '5.0.0-alpha.157',
  '@mui/joy': '5.0.0-beta.19',
  '@mui/base': '5.0.0-beta.28',
  /** Popup's positioning library: its middleware (flip, shift, size…) is imported by the Popup demos. */
  '@floating-ui/react-dom': '2.1.9',
  '@mui/system': '5.15.1',
  '@mui/icons-material': '5.15.1',
  '@mui/x-data-grid': '6.18.7',
  '@mui/x-data-grid-pro': '6.18.7',
  '@mui/x-data-grid-premium': '6.18.7',
  '@emotion/react': '11.14.0',
  '@emotion/styled': '11.14.1',
};
