/** Placed on its Joy UI page with {{"component": "JoyDefaultThemeViewer"}}; the tool lives in src/joyThemeTools/. */
export { default } from '../joyThemeTools/JoyDefaultThemeViewer';
