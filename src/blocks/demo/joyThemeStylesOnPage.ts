import * as React from 'react';

/**
 * True inside a page that emits Joy's theme variables once for all its Joy blocks (JoyDemoThemeStyles):
 * a Joy block there, such as a playground's preview, must not emit them again.
 */
export const JoyThemeStylesOnPage = React.createContext(false);
