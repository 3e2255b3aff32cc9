import { STORAGE_KEYS, THEME_COLOR_BY_MODE } from '../site/constants';

export type ColorModePreference = 'light' | 'dark' | 'system';
export type ColorMode = 'light' | 'dark';

export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';

export function isColorModePreference(value: unknown): value is ColorModePreference {
  return value === 'light' || value === 'dark' || value === 'system';
}

/** The stored preference, `system` for anything missing or invalid (DESIGN B5). */
export function parseColorModePreference(stored: string | null | undefined): ColorModePreference {
  return isColorModePreference(stored) ? stored : 'system';
}

export function resolveColorMode(preference: ColorModePreference, systemPrefersDark: boolean): ColorMode {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

/**
 * Puts a colour mode on the document: the colour-scheme attribute the CSS variables hang on, the body
 * class (`mode-dark` or `mode-light`) and every theme-color meta.
 */
export function applyColorModeToDocument(mode: ColorMode, doc: Document = document): void {
  doc.documentElement.setAttribute(COLOR_SCHEME_ATTRIBUTE, mode);
  doc.documentElement.style.colorScheme = mode;
  doc.body?.classList.remove(mode === 'dark' ? 'mode-light' : 'mode-dark');
  doc.body?.classList.add(`mode-${mode}`);
  doc.querySelectorAll('meta[name="theme-color"]').forEach((meta) => {
    meta.setAttribute('content', THEME_COLOR_BY_MODE[mode]);
  });
}

/**
 * The inline script that runs before first paint, at the start of `<body>`: it reads the stored
 * preference (removing an invalid one), resolves `system` from the OS and applies the mode, so a page
 * never shows the other mode first. Kept dependency-free: it is serialized into every page.
 */
export function colorModeScript(): string {
  const key = JSON.stringify(STORAGE_KEYS.colorMode);
  const attribute = JSON.stringify(COLOR_SCHEME_ATTRIBUTE);
  const colors = JSON.stringify(THEME_COLOR_BY_MODE);
  return `(function(){try{var k=${key},p=null;try{p=localStorage.getItem(k)}catch(e){}
if(p!=="light"&&p!=="dark"&&p!=="system"){if(p!==null){try{localStorage.removeItem(k)}catch(e){}}p="system"}
var d=p==="dark"||(p==="system"&&!!window.matchMedia&&window.matchMedia("(prefers-color-scheme: dark)").matches);
var m=d?"dark":"light",h=document.documentElement,b=document.body,c=${colors};
h.setAttribute(${attribute},m);h.style.colorScheme=m;
if(b){b.classList.remove(d?"mode-light":"mode-dark");b.classList.add("mode-"+m)}
var t=document.querySelectorAll('meta[name="theme-color"]');for(var i=0;i<t.length;i++){t[i].setAttribute("content",c[m])}
}catch(e){}})();`;
}
