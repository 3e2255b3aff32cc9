/**
 * Whether the page's server-rendered HTML already holds a stylesheet that defines `variable` (a theme's
 * CSS variable such as `--demo-palette-primary-main`), one that no mounted component has taken over.
 *
 * Emotion writes each global stylesheet the server rendered as `<style data-emotion="css-global HASH">`
 * with its rules as text. A Global component mounting on the client takes such a tag over (its
 * attribute loses the hash); one it inserts itself carries its rules in the CSSOM, not as text. A tag
 * found here therefore came from the server and stays for as long as the document does.
 */
export function serverStylesheetDefines(doc: Document, variable: string): boolean {
  const needle = `${variable}:`;
  for (const style of doc.querySelectorAll<HTMLStyleElement>('style[data-emotion^="css-global "]')) {
    if (style.textContent?.includes(needle)) return true;
  }
  return false;
}
