import fs from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, HEADERS_FILE_NAME, mergeHeaders, readHeaderRules, resolveRequest, type Resolution } from './staticServer';

let root: string;
let sibling: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>');
  fs.writeFileSync(path.join(root, '404.html'), '<h1>not found page</h1>');
  fs.mkdirSync(path.join(root, 'a'));
  fs.writeFileSync(path.join(root, 'a', 'index.html'), '<h1>a</h1>');
  fs.writeFileSync(path.join(root, 'x.js'), 'console.log(1);');
  // A sibling whose name starts with the root's name: a naive prefix check would let it through.
  sibling = `${root}-evil`;
  fs.mkdirSync(sibling);
  fs.writeFileSync(path.join(sibling, 'secret.txt'), 'secret');
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
  fs.rmSync(sibling, { recursive: true, force: true });
});

function isInsideRoot(file: string): boolean {
  return file.startsWith(`${root}${path.sep}`);
}

describe('resolveRequest', () => {
  it('serves index.html for /', () => {
    expect(resolveRequest(root, '/')).toEqual({ kind: 'file', file: path.join(root, 'index.html'), status: 200 });
  });

  it('serves a/index.html for /a/ (query ignored)', () => {
    const expected: Resolution = { kind: 'file', file: path.join(root, 'a', 'index.html'), status: 200 };
    expect(resolveRequest(root, '/a/')).toEqual(expected);
    expect(resolveRequest(root, '/a/?q=1')).toEqual(expected);
  });

  it('redirects /a to /a/, keeping the query', () => {
    expect(resolveRequest(root, '/a')).toEqual({ kind: 'redirect', location: '/a/' });
    expect(resolveRequest(root, '/a?x=1&y=2')).toEqual({ kind: 'redirect', location: '/a/?x=1&y=2' });
  });

  it('serves a file', () => {
    expect(resolveRequest(root, '/x.js')).toEqual({ kind: 'file', file: path.join(root, 'x.js'), status: 200 });
  });

  it.each(['/missing/', '/missing', '/x.js/', '/a/missing.html'])('serves 404.html with status 404 for %s', (url) => {
    expect(resolveRequest(root, url)).toEqual({ kind: 'file', file: path.join(root, '404.html'), status: 404 });
  });

  it.each([
    '/../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2f..%2fetc%2fpasswd',
    '/a/..%2f..%2fetc/passwd',
    '/%E0%A4%A',
    '/a%00.html',
    '/x.js%00',
    '/a\0/index.html',
    '/%2e%2e%5c%2e%2e%5cetc%5cpasswd',
  ])('never serves a file outside the root for %j', (url) => {
    const result = resolveRequest(root, url);
    if (result.kind === 'file') {
      expect(result.status).toBe(404);
      expect(result.file).toBe(path.join(root, '404.html'));
    } else {
      expect(result.kind).toBe('bad-request');
    }
  });

  it('refuses bad percent-encoding and NUL bytes as bad requests', () => {
    expect(resolveRequest(root, '/%E0%A4%A')).toEqual({ kind: 'bad-request' });
    expect(resolveRequest(root, '/a%00.html')).toEqual({ kind: 'bad-request' });
    expect(resolveRequest(root, '/a\0/index.html')).toEqual({ kind: 'bad-request' });
  });

  it('refuses an encoded escape into a sibling directory that shares the root prefix', () => {
    const url = `/..%2f${path.basename(sibling)}%2fsecret.txt`;
    const result = resolveRequest(root, url);
    expect(result).toEqual({ kind: 'bad-request' });
  });

  it('only resolves files inside the root', () => {
    for (const url of ['/', '/a/', '/x.js', '/missing/', '/../../x.js']) {
      const result = resolveRequest(root, url);
      if (result.kind === 'file') expect(isInsideRoot(result.file)).toBe(true);
    }
  });
});

describe('createStaticServer', () => {
  let server: Server;
  let base = '';

  beforeAll(async () => {
    server = createStaticServer(root);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('answers 200 with the page', async () => {
    const response = await fetch(`${base}/a/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('<h1>a</h1>');
  });

  it('serves scripts with their content type', async () => {
    const response = await fetch(`${base}/x.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 404 with the 404 page', async () => {
    const response = await fetch(`${base}/missing/`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<h1>not found page</h1>');
  });

  it('answers 308 towards the trailing-slash URL', async () => {
    const response = await fetch(`${base}/a?x=1`, { redirect: 'manual' });
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/a/?x=1');
  });

  it('answers 400 for bad encoding', async () => {
    const response = await fetch(`${base}/%E0%A4%A`);
    expect(response.status).toBe(400);
  });

  it('refuses methods other than GET and HEAD', async () => {
    const response = await fetch(`${base}/`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
  it('gzips text for clients that accept it, and only for them', async () => {
    const zipped = await new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
      http
        .get(`${base}/a/`, { headers: { 'Accept-Encoding': 'gzip, br' } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ encoding: response.headers['content-encoding'], vary: response.headers.vary, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    });
    expect(zipped.encoding).toBe('gzip');
    expect(zipped.vary).toBe('Accept-Encoding');
    expect(zlib.gunzipSync(zipped.body).toString()).toBe('<h1>a</h1>');

    const plain = await new Promise<string | undefined>((resolve, reject) => {
      http
        .get(`${base}/a/`, { headers: { 'Accept-Encoding': 'gzip;q=0, identity' } }, (response) => {
          response.resume();
          resolve(response.headers['content-encoding']);
        })
        .on('error', reject);
    });
    expect(plain).toBeUndefined();
  });
});

describe('createStaticServer with a _headers file', () => {
  let withHeaders: string;
  let server: Server;
  let base = '';

  beforeAll(async () => {
    withHeaders = fs.mkdtempSync(path.join(os.tmpdir(), 'static-headers-'));
    fs.writeFileSync(path.join(withHeaders, 'index.html'), '<h1>home</h1>');
    fs.writeFileSync(path.join(withHeaders, '404.html'), '<h1>not found page</h1>');
    fs.mkdirSync(path.join(withHeaders, 'a'));
    fs.writeFileSync(path.join(withHeaders, 'a', 'index.html'), '<h1>a</h1>');
    fs.mkdirSync(path.join(withHeaders, 'assets'));
    fs.writeFileSync(path.join(withHeaders, 'assets', 'x.js'), '1');
    fs.writeFileSync(
      path.join(withHeaders, HEADERS_FILE_NAME),
      "/*\n  Content-Security-Policy: default-src 'self'\n  Referrer-Policy: no-referrer\n/assets/*\n  Cache-Control: max-age=60\n",
    );
    server = createStaticServer(withHeaders);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(withHeaders, { recursive: true, force: true });
  });

  it('sends the headers of every matching rule, on pages, the 404 page and redirects', async () => {
    for (const [url, status] of [['/a/', 200], ['/missing/', 404], ['/a', 308]] as const) {
      const response = await fetch(`${base}${url}`, { redirect: 'manual' });
      expect(response.status, url).toBe(status);
      expect(response.headers.get('content-security-policy'), url).toBe("default-src 'self'");
      expect(response.headers.get('referrer-policy'), url).toBe('no-referrer');
    }
  });

  it('lets a rule replace a header of its own, once', async () => {
    const asset = await fetch(`${base}/assets/x.js`);
    expect(asset.headers.get('cache-control')).toBe('max-age=60');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await fetch(`${base}/a/`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('never serves the _headers file itself', async () => {
    const response = await fetch(`${base}/_headers`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<h1>not found page</h1>');
  });

  it('refuses to start on a malformed _headers file', () => {
    const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'static-broken-'));
    fs.writeFileSync(path.join(broken, HEADERS_FILE_NAME), '  X-A: 1\n');
    expect(() => createStaticServer(broken)).toThrow(/_headers line 1/);
    expect(readHeaderRules(root)).toEqual([]);
    fs.rmSync(broken, { recursive: true, force: true });
  });
});

describe('mergeHeaders', () => {
  it('keeps the server headers the file does not set, whatever the case of their names', () => {
    expect(mergeHeaders({ 'Cache-Control': 'no-cache', 'Content-Type': 'text/html' }, { 'cache-control': 'max-age=1' })).toEqual({
      'Content-Type': 'text/html',
      'cache-control': 'max-age=1',
    });
  });
});
