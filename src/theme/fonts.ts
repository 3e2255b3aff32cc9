/** The docs' text and code faces (self-hosted, see fontFiles.ts), with their fallbacks. */
export const FONT_FAMILY = [
  '"IBM Plex Sans"',
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export const MONOSPACE_FONT_FAMILY = ['"JetBrains Mono"', 'Menlo', 'Consolas', '"Liberation Mono"', 'monospace'].join(',');
