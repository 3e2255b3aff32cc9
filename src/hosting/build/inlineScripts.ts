import crypto from 'node:crypto';

/**
 * Inline `<script>` elements of exported HTML that a browser executes, and their CSP hashes.
 *
 * Script content is raw text in HTML: it runs from the end of the start tag to the first `</script`,
 * without entity decoding, so a scan for the tags reads the exact bytes the browser hashes. Comments
 * are skipped so a `<script>` written inside one is not counted. The exported pages are written by
 * React, which never emits the legacy `<!--<script` escape forms inside a script.
 */

/** `type` values that make an inline script run (or that CSP guards like one: import maps, speculation rules). */
const JAVASCRIPT_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
]);

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** The attributes of a start tag's source, names lower-cased, values as written; the first of two same-named ones wins, as in a browser. */
export function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** True when a script element with these attributes runs its inline text. */
export function executesInline(attributes: ReadonlyMap<string, string>): boolean {
  if (attributes.has('src')) return false;
  const type = (attributes.get('type') ?? '').trim().toLowerCase().split(';')[0]!.trim();
  return JAVASCRIPT_TYPES.has(type);
}

/** The text of every inline script in the HTML that a browser would execute, in document order. */
export function executableInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  const tag = /<!--[\s\S]*?-->|<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
  const close = /<\/script/gi;
  let match: RegExpExecArray | null;
  while ((match = tag.exec(html))) {
    if (match[0].startsWith('<!--')) continue;
    const start = tag.lastIndex;
    close.lastIndex = start;
    const end = close.exec(html)?.index ?? html.length;
    const content = html.slice(start, end);
    tag.lastIndex = end;
    if (executesInline(parseAttributes(match[1] ?? ''))) scripts.push(content);
  }
  return scripts;
}

/** The CSP source expression that allows exactly this script text: `'sha256-…'`. */
export function scriptHashSource(content: string): string {
  return `'sha256-${crypto.createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}
