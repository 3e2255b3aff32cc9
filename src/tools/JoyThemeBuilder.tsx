/** Placed on its Joy UI page with {{"component": "JoyThemeBuilder"}}; the tool lives in src/joyThemeTools/. */
export { default } from '../joyThemeTools/JoyThemeBuilder';
