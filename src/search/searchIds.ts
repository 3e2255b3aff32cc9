/** Id of the dialog's input (the shell checks for it without loading the dialog's code). */
export const SEARCH_INPUT_ID = 'site-search-input';
/** Id of the app bar's search button. */
export const SEARCH_BUTTON_ID = 'search-button';
