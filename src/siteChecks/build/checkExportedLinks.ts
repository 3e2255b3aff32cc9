import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../../fileTree/build/fileTree';
import { resolveRequest, type Resolution } from '../../hosting/build/staticServer';
import { scanHtml } from './htmlScan';
import { serverRenderFallbacks } from './serverRenderFallbacks';
import { classifyUrl, cssUrls, problemOf, siteUrlsInText, urlsOfReference, type ExportIndex } from './linkCheck';

export interface LinkProblem {
  /** The page or file the link is written in, as a URL path. */
  source: string;
  url: string;
  problem: string;
}

export interface LinkReport {
  pages: number;
  otherFiles: number;
  /** Internal URLs checked, each occurrence counted. */
  links: number;
  uniqueTargets: number;
  hashLinks: number;
  externalSkipped: number;
  problems: LinkProblem[];
}

/** The files under `dir` whose name passes `keep`, sorted. */
export function exportFilesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return filesUnder(dir)
    .filter((file) => keep(path.basename(file)))
    .sort();
}

/** The URL path a file of the export is served at (`a/index.html` is `/a/`). */
function publicPathOf(root: string, file: string): string {
  const relative = `/${path.relative(root, file).split(path.sep).join('/')}`;
  return relative.endsWith('/index.html') ? relative.slice(0, -'index.html'.length) : relative;
}

/**
 * Checks every internal URL of an export: the `href`, `src`, `srcset`… of each HTML page, the `url()`s
 * of its stylesheets and the site URLs of its sitemap, feeds and text files. Each must resolve the way
 * `npm run serve` resolves it, and each `#hash` must name an element of the page it reaches. A page part
 * whose server render failed (React's `<!--$!-->`) is reported too: the page would ship without it.
 */
export function checkExportedLinks(outDir: string, siteOrigin: string): LinkReport {
  const root = path.resolve(outDir);
  const ids = new Map<string, ReadonlySet<string>>();
  const resolutions = new Map<string, Resolution>();
  const site: ExportIndex = {
    resolve(request) {
      let resolution = resolutions.get(request);
      if (!resolution) {
        resolution = resolveRequest(root, request);
        resolutions.set(request, resolution);
      }
      return resolution;
    },
    idsOf(file) {
      if (!file.endsWith('.html')) return null;
      let known = ids.get(file);
      if (!known) {
        known = scanHtml(fs.readFileSync(file, 'utf8')).ids;
        ids.set(file, known);
      }
      return known;
    },
  };

  const report: LinkReport = { pages: 0, otherFiles: 0, links: 0, uniqueTargets: 0, hashLinks: 0, externalSkipped: 0, problems: [] };
  const external = new Set<string>();
  const targets = new Set<string>();
  const verdicts = new Map<string, string | null>();
  const check = (source: string, url: string) => {
    const classified = classifyUrl(url, source, siteOrigin);
    if (classified.kind === 'ignored') return;
    if (classified.kind === 'external') {
      external.add(classified.url);
      return;
    }
    if (classified.kind === 'invalid') {
      report.problems.push({ source, url, problem: classified.reason });
      return;
    }
    report.links += 1;
    if (classified.hash !== null) report.hashLinks += 1;
    const key = `${classified.request}#${classified.hash ?? ''}`;
    targets.add(classified.request);
    if (!verdicts.has(key)) verdicts.set(key, problemOf(classified, site));
    const problem = verdicts.get(key);
    if (problem) report.problems.push({ source, url, problem });
  };

  const pages = exportFilesUnder(root, (name) => name.endsWith('.html'));
  for (const file of pages) {
    const html = fs.readFileSync(file, 'utf8');
    const scanned = scanHtml(html);
    ids.set(file, scanned.ids);
    const source = publicPathOf(root, file);
    // A part of the page the server could not render is missing from the export: the reader waits for it.
    for (const failure of serverRenderFallbacks(html)) {
      report.problems.push({ source, url: source, problem: `part of the page is rendered only in the browser: its server render failed (${failure})` });
    }
    for (const reference of scanned.references) {
      for (const url of urlsOfReference(reference)) check(source, url);
    }
  }
  report.pages = pages.length;

  const others = exportFilesUnder(root, (name) => /\.(css|xml|txt|webmanifest)$/.test(name));
  for (const file of others) {
    const text = fs.readFileSync(file, 'utf8');
    const source = publicPathOf(root, file);
    if (file.endsWith('.css')) {
      for (const url of cssUrls(text)) check(source, url);
    } else if (file.endsWith('.webmanifest')) {
      const manifest = JSON.parse(text) as { start_url?: string; icons?: Array<{ src: string }> };
      for (const url of [manifest.start_url, ...(manifest.icons ?? []).map((icon) => icon.src)]) if (url) check(source, url);
    } else {
      const decoded = file.endsWith('.xml') ? text.replace(/&amp;/g, '&') : text;
      for (const url of siteUrlsInText(decoded, siteOrigin)) check(source, url);
    }
  }
  report.otherFiles = others.length;
  report.uniqueTargets = targets.size;
  report.externalSkipped = external.size;
  return report;
}
