import { describe, expect, it } from 'vitest';
import { buildPhases } from './buildPhases';

// The shape of a real `npm run build` log on this project (Next.js 16 with Turbopack, then the post-build scripts).
const LOG = [
  '> mui-docs-site@0.1.0 generate',
  'generate: 194 demo page routes, Prism theme, web fonts, Material Icons font and shell icons written, 15 error codes (2495 ms)',
  'generate: 10613 Material Icons indexed for the gallery (26 ms)',
  'generate: API data extracted for 291 pages in 8662 ms',
  '▲ Next.js 16.4.6 (Turbopack)',
  '  Running TypeScript ...',
  '  Finished TypeScript in 20.5s ...',
  '\x1b[32m✓\x1b[39m Compiled successfully in 1.5min',
  '  Generating static pages using 2 workers (0/1222) ...',
  '✓ Finished writing to filesystem cache in 11.6s',
  '✓ Generating static pages using 2 workers (1222/1222) in 850ms',
  'headers: 1222 boot scripts moved to files; _headers with 2 script hashes (2580 ms)',
  'site files: sitemap of 605 pages in 2 languages, 1210 Markdown twins (12005 ms)',
  'search index (en): 9078 entries; gzip titles 65.1 KB',
  'search index (zh): 9078 entries; gzip titles 70.1 KB',
  'search index: 2 languages written (1411 ms)',
  'site files: 10 library folders lead to their overview (/material-ui/ /zh/material-ui/)',
  'post-build: headers, service worker and site files written (13950 ms)',
].join('\n');

describe('buildPhases', () => {
  it('reads each step of the build from its log, in order, whatever unit Next.js prints', () => {
    expect(buildPhases(LOG)).toEqual([
      { phase: 'generate (routes, fonts, API data)', seconds: 11.2 },
      { phase: 'type check', seconds: 20.5 },
      { phase: 'compile (Turbopack)', seconds: 90 },
      { phase: 'write the build cache (while pages render)', seconds: 11.6, concurrent: true },
      { phase: 'render static pages', seconds: 0.9 },
      { phase: 'headers and boot scripts (post-build)', seconds: 2.6, concurrent: true },
      { phase: 'sitemap and Markdown twins (post-build)', seconds: 12, concurrent: true },
      { phase: 'search index (post-build)', seconds: 1.4, concurrent: true },
      { phase: 'post-build (headers, service worker, site files)', seconds: 14 },
    ]);
  });

  it('reports the time no step accounts for as "other", leaving out the steps that run alongside others, never below zero', () => {
    const phases = buildPhases(LOG, 200);
    expect(phases.at(-1)).toEqual({ phase: 'other', seconds: 63.4 });
    expect(buildPhases(LOG, 10).at(-1)).toEqual({ phase: 'other', seconds: 0 });
  });

  it('returns nothing for a log without any known step', () => {
    expect(buildPhases('npm warn something\nready', 30)).toEqual([]);
  });
});
