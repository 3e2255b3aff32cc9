/**
 * The Tailwind CSS setup shared by the site's build and by sandboxes opened from a Tailwind demo, so a demo
 * looks the same in both: same dark variant (the site's colour-scheme attribute), no preflight (the site
 * compiles each demo's utilities without it), same Tailwind major version.
 */

/** The version the site compiles demos with; a unit test checks it against node_modules. */
export const TAILWIND_VERSION = '3.4.9';

/** `dark:` classes follow the site's colour scheme attribute rather than the system preference. */
export const TAILWIND_DARK_MODE: ['variant', string] = ['variant', '&:is([data-mui-color-scheme="dark"] *)'];

/** Entry stylesheet of the sandbox: the three Tailwind layers. */
export const TAILWIND_ENTRY_CSS = '@tailwind base;\n@tailwind components;\n@tailwind utilities;\n';

/** Where the entry stylesheet lives in the sandbox project (imported by the entry file). */
export const TAILWIND_ENTRY_PATH = 'src/tailwind.css';

/**
 * `tailwind.config.js` of the sandbox. create-react-app 5 turns Tailwind on by itself when this file is at
 * the project root and `tailwindcss` is installed, so no PostCSS configuration is needed.
 */
export function tailwindConfigSource(): string {
  return `/** @type {import('tailwindcss').Config} */
module.exports = {
  content: ['./src/**/*.{js,jsx,ts,tsx}'],
  darkMode: ${JSON.stringify(TAILWIND_DARK_MODE)},
  corePlugins: { preflight: false },
  theme: { extend: {} },
  plugins: [],
};
`;
}
