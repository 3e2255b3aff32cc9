// Attributes the gzip-weighted bytes of the scripts a page loads to their source packages/files.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import type { AddressInfo } from 'node:net';
import { createStaticServer } from '../src/hosting/build/staticServer';
import { launchBrowser } from './measure/browser';

(async () => {
  const root = path.resolve(process.argv[2]!);
  const server = createStaticServer(root);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const browser = await launchBrowser();
  const page = await browser.newPage();
  const urls: string[] = [];
  page.on('response', (res) => { if (res.request().resourceType() === 'script') urls.push(res.url().replace(origin, '')); });
  await page.goto(origin + process.argv[3], { waitUntil: 'networkidle' });
  await browser.close(); server.close();
  const totals = new Map<string, number>();
  let all = 0;
  for (const url of urls) {
    const file = path.join(root, url);
    const code = fs.readFileSync(file, 'utf8');
    const gz = zlib.gzipSync(code).length;
    const ratio = gz / code.length;
    all += gz;
    const mapName = /sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
    const mapFile = mapName ? path.join(path.dirname(file), mapName) : file + '.map';
    if (!fs.existsSync(mapFile)) { totals.set('(no map) ' + url, gz); continue; }
    const consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')));
    const lines = code.split('\n');
    const mappings: Array<{ line: number; col: number; source: string | null }> = [];
    consumer.eachMapping((m) => mappings.push({ line: m.generatedLine, col: m.generatedColumn, source: m.source }));
    mappings.sort((a, b) => a.line - b.line || a.col - b.col);
    for (let i = 0; i < mappings.length; i++) {
      const m = mappings[i]!; const n = mappings[i + 1];
      const end = n && n.line === m.line ? n.col : lines[m.line - 1]!.length;
      const bytes = Math.max(0, end - m.col) * ratio;
      let key = m.source ?? '(none)';
      key = key.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+)\/(.*)$/, (_, pkg, _s, rest) => `${pkg} ${process.argv[4] === 'files' ? rest : ''}`).replace(/^.*\/src\//, 'src/');
      totals.set(key, (totals.get(key) ?? 0) + bytes);
    }
  }
  console.log('total gz KB', (all / 1024).toFixed(1));
  [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[5] ?? 40)).forEach(([k, v]) => console.log((v / 1024).toFixed(2).padStart(7), k));
})();
