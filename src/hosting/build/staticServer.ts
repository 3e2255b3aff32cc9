import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { GzipCache } from './gzipCache';
import { headersForPath, parseHeadersFile, type HeaderRule } from './headersFile';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Text types a static host compresses (images and fonts are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json))|^image\/svg\+xml/;

/** Compressed copies kept in memory: the whole export's text, gzipped, fits several times over. */
const GZIP_CACHE_BYTES = 256 * 1024 * 1024;

/** True when the client accepts gzip (a q=0 weight refuses it). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .some(([coding, weight]) => (coding === 'gzip' || coding === '*') && !/^\s*q=0(\.0*)?\s*$/.test(weight ?? ''));
}

/** The file of per-path response headers static hosts read, at the root of the export. */
export const HEADERS_FILE_NAME = '_headers';

/** The rules of the export's `_headers` file, none when it has none; a malformed file throws. */
export function readHeaderRules(root: string): HeaderRule[] {
  const file = path.join(root, HEADERS_FILE_NAME);
  return fs.existsSync(file) ? parseHeadersFile(fs.readFileSync(file, 'utf8')) : [];
}

/** The server's own headers, overridden by those `_headers` gives the path (names compared without case). */
export function mergeHeaders(own: Record<string, string>, fromFile: Record<string, string>): Record<string, string> {
  const fileNames = new Set(Object.keys(fromFile).map((name) => name.toLowerCase()));
  const kept = Object.entries(own).filter(([name]) => !fileNames.has(name.toLowerCase()));
  return { ...Object.fromEntries(kept), ...fromFile };
}

export type Resolution =
  | { kind: 'file'; file: string; status: 200 | 404 }
  | { kind: 'redirect'; location: string }
  | { kind: 'bad-request' };

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * How a request path maps onto an exported site: `/a/` serves `a/index.html`, `/a` redirects to
 * `/a/` when that page exists, anything else gets `404.html` with status 404. Paths that try to
 * leave the root are refused.
 */
export function resolveRequest(root: string, rawUrl: string): Resolution {
  const url = new URL(rawUrl, 'http://localhost');
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return { kind: 'bad-request' };
  }
  if (pathname.includes('\0')) return { kind: 'bad-request' };
  // The host's configuration file is read, never served (as on static hosts).
  if (pathname === `/${HEADERS_FILE_NAME}`) return { kind: 'file', file: path.join(root, '404.html'), status: 404 };
  const target = path.resolve(root, `.${pathname}`);
  if (target !== root && !target.startsWith(`${root}${path.sep}`)) return { kind: 'bad-request' };

  if (pathname.endsWith('/')) {
    const index = path.join(target, 'index.html');
    if (isFile(index)) return { kind: 'file', file: index, status: 200 };
  } else if (isFile(target)) {
    return { kind: 'file', file: target, status: 200 };
  } else if (isFile(path.join(target, 'index.html'))) {
    return { kind: 'redirect', location: `${url.pathname}/${url.search}` };
  }
  return { kind: 'file', file: path.join(root, '404.html'), status: 404 };
}

/**
 * Serves an export as a static host would, with the headers its `_headers` file sets (read once, at
 * start).
 */
export function createStaticServer(root: string): http.Server {
  const absoluteRoot = path.resolve(root);
  const headerRules = readHeaderRules(absoluteRoot);
  const headersOf = (rawUrl: string | undefined) => headersForPath(headerRules, new URL(rawUrl ?? '/', 'http://localhost').pathname);
  const gzipped = new GzipCache(GZIP_CACHE_BYTES);
  return http.createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const resolution = resolveRequest(absoluteRoot, request.url ?? '/');
    if (resolution.kind === 'bad-request') {
      response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
      return;
    }
    if (resolution.kind === 'redirect') {
      response.writeHead(308, mergeHeaders({ Location: resolution.location }, headersOf(request.url))).end();
      return;
    }
    const type = CONTENT_TYPES[path.extname(resolution.file)] ?? 'application/octet-stream';
    const immutable = resolution.file.includes(`${path.sep}_next${path.sep}static${path.sep}`);
    // Like a static host, text is sent gzipped to clients that accept it, compressed once per file.
    const gzip = COMPRESSIBLE.test(type) && acceptsGzip(request.headers['accept-encoding']);
    const body = gzip ? gzipped.get(resolution.file) : null;
    if (gzip && !body) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const own = {
      'Content-Type': type,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      ...(COMPRESSIBLE.test(type) ? { Vary: 'Accept-Encoding' } : {}),
      ...(body ? { 'Content-Encoding': 'gzip', 'Content-Length': String(body.length) } : {}),
    };
    response.writeHead(resolution.status, mergeHeaders(own, headersOf(request.url)));
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    if (body) {
      response.end(body);
      return;
    }
    fs.createReadStream(resolution.file)
      .on('error', () => response.destroy())
      .pipe(response);
  });
}
