/** Placed on its Joy UI page with {{"component": "JoyCssVariablesPlayground"}}; the tool lives in src/joyThemeTools/. */
export { default } from '../joyThemeTools/JoyCssVariablesPlayground';
