/**
 * React writes `<!--$!-->` where a Suspense boundary's server render threw: the exported page holds no
 * HTML for that part, and the browser renders it after the scripts load (a blank region, then a jump). A
 * template right after the marker carries the error's digest (and, in development builds, its message).
 */
const FALLBACK = /<!--\$!-->(?:<template([^>]*)>)?/g;

/** Next's own marker for a part deliberately rendered only in the browser (`dynamic(…, { ssr: false })`). */
const DELIBERATE_CLIENT_ONLY = 'BAILOUT_TO_CLIENT_SIDE_RENDERING';

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(attributes);
  return match?.[1];
}

/**
 * Each part of an exported page whose server render failed, described by what React recorded (the
 * message, else the digest). Parts deliberately rendered only in the browser are not failures.
 */
export function serverRenderFallbacks(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(FALLBACK)) {
    const attributes = match[1] ?? '';
    const digest = attribute(attributes, 'data-dgst');
    if (digest === DELIBERATE_CLIENT_ONLY) continue;
    const message = attribute(attributes, 'data-msg');
    found.push(message ?? (digest ? `digest ${digest}` : 'no message recorded'));
  }
  return found;
}
