// Imported before prismjs wherever Prism runs in the browser. Once loaded, Prism highlights every code
// block of the document by itself unless the page has said it calls Prism manually: that pass would
// highlight again what the build already highlighted, and it sets tabindex="0" on every <pre>, including
// the aria-hidden one under a live editor's text area (axe: aria-hidden-focus).
const scope = globalThis as { Prism?: { manual?: boolean } };
scope.Prism = { ...scope.Prism, manual: true };

export {};
