/** Height of the sticky app bar in px; headings scroll to just below it. */
export const APP_BAR_HEIGHT = 64;
