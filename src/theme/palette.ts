/** Colour tokens of the docs' own theme, per colour mode. */
export const docsPalette = {
  light: {
    primary: { main: '#0b6bcb', light: '#4393e4', dark: '#0a4f96', contrastText: '#ffffff' },
    secondary: { main: '#6b3fa0', light: '#9166c5', dark: '#4d2b76', contrastText: '#ffffff' },
    background: { default: '#ffffff', paper: '#ffffff' },
    text: { primary: '#15191e', secondary: '#4a5361' },
    divider: '#e3e7ec',
  },
  dark: {
    primary: { main: '#66b2ff', light: '#99ccff', dark: '#3d8fe0', contrastText: '#0b0d0e' },
    secondary: { main: '#c9a4f2', light: '#dcc4f7', dark: '#a57fd6', contrastText: '#0b0d0e' },
    background: { default: '#0b0d0e', paper: '#111417' },
    text: { primary: '#e8eaed', secondary: '#aeb6c0' },
    divider: '#262c33',
  },
} as const;

export type ColorMode = keyof typeof docsPalette;

/** Text in the warning hue, per mode: at least 4.5:1 on the page and on the drawer's selected row. */
export const WARNING_TEXT = { light: '#b54708', dark: '#ffb74d' } as const;
export const WARNING_TEXT_VARIABLE = '--docs-warning-text';
/** The colour for text in the warning hue (light-mode value when no scheme is set yet). */
export const WARNING_TEXT_COLOR = `var(${WARNING_TEXT_VARIABLE}, ${WARNING_TEXT.light})`;

/**
 * Text in the success hue (the drawer's New flags), per mode: MUI's success.main is 4.45:1 on the drawer's
 * selected row in light mode, short of 4.5:1.
 */
export const SUCCESS_TEXT = { light: '#1b5e20', dark: '#66bb6a' } as const;
export const SUCCESS_TEXT_VARIABLE = '--docs-success-text';
/** The colour for text in the success hue (light-mode value when no scheme is set yet). */
export const SUCCESS_TEXT_COLOR = `var(${SUCCESS_TEXT_VARIABLE}, ${SUCCESS_TEXT.light})`;
