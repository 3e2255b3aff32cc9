// A local stand-in for Google's tag host, so the benchmark can measure a build configured like production
// (a measurement id set) without a request leaving the machine: an HTTPS server with a throw-away
// self-signed certificate answers https://www.googletagmanager.com/gtag/js with a script of gtag.js's size,
// and the browsers resolve the tag host to it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

export const TAG_HOST = 'www.googletagmanager.com';

/** At least the size of the real gtag.js for a GA4 property (about 130 KB uncompressed). */
export const STAND_IN_MIN_BYTES = 130 * 1024;

/**
 * A script of gtag.js's size and shape: many small functions compiled on load, a table walked once, and
 * the data layer read and replaced by a function, as the real tag does. Deterministic, so runs compare.
 */
export function standInTagScript(minBytes = STAND_IN_MIN_BYTES): string {
  // A fixed linear congruential sequence: varied like minified code (which compresses about 3:1), the same
  // on every call.
  let seed = 20231215;
  const next = () => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0);
  const word = () => next().toString(36);
  const functions: string[] = [];
  for (let index = 0; functions.join('').length < minBytes * 0.7; index += 1) {
    functions.push(
      `function g${word()}_${index}(a,b){var c=(a^${next() % 100000})>>>0;for(var i=0;i<${(next() % 4) + 2};i++){c=(c*${next() % 97}+b.charCodeAt(i%b.length))>>>0}return c.toString(36)+"${word()}"}`,
    );
  }
  const names = functions.map((source) => source.slice('function '.length, source.indexOf('(')));
  const table: string[] = [];
  while (table.join('').length < minBytes * 0.3) table.push(`"${word()}${word()}"`);
  return [
    '(function(){"use strict";',
    ...functions,
    `var table=[${table.join(',')}];`,
    `var fns=[${names.join(',')}];`,
    'var acc="";for(var i=0;i<table.length;i++){acc=fns[i%fns.length](i,table[i])}',
    'var w=window,dl=w.dataLayer=w.dataLayer||[];var seen=dl.length;',
    'w.gtag=function(){dl.push(arguments)};w.__standInTag={entries:seen,last:acc};',
    '})();',
  ].join('\n');
}

export interface TagStandIn {
  /** The Chromium flags that send the tag host to the stand-in. */
  chromiumFlags: string[];
  /** Bytes of the script (uncompressed) and as sent (gzip). */
  bytes: number;
  gzipBytes: number;
  close: () => void;
}

/** A throw-away certificate for the tag host, made with openssl (Chromium is told to accept it). */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-tag-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${TAG_HOST}`, '-keyout', keyFile, '-out', certFile], {
      stdio: 'ignore',
    });
    return { key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts the stand-in on a free port of this machine. */
export async function startTagStandIn(): Promise<TagStandIn> {
  const script = standInTagScript();
  const gzipped = zlib.gzipSync(script, { level: 9 });
  const server = https.createServer(selfSignedCertificate(), (request, response) => {
    if (!request.url?.startsWith('/gtag/js')) {
      response.writeHead(204).end();
      return;
    }
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'private, max-age=900',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(gzip ? gzipped : script);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    chromiumFlags: [`--host-resolver-rules=MAP ${TAG_HOST} 127.0.0.1:${port}`, '--ignore-certificate-errors'],
    bytes: Buffer.byteLength(script),
    gzipBytes: gzipped.length,
    close: () => server.close(),
  };
}
