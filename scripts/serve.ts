// Serves the exported site in out/ at http://localhost:$PORT (default 3000).
import fs from 'node:fs';
import path from 'node:path';
import { readCommandLine } from '../src/cli/build/parseCommandLine';
import { createStaticServer } from '../src/hosting/build/staticServer';

const { positionals } = readCommandLine({
  command: 'npm run serve --',
  summary: 'Serves an exported site at http://localhost:$PORT (default 3000) with the headers of its _headers file.',
  options: {},
  positionals: { form: '[EXPORT_DIR]', description: 'the exported site to serve (default out)', max: 1 },
});
const root = path.resolve(positionals[0] ?? 'out');
const port = Number(process.env.PORT ?? 3000);

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No exported site in ${root}. Run \`npm run build\` first.`);
  process.exit(1);
}
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}".`);
  process.exit(1);
}

createStaticServer(root).listen(port, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://localhost:${port}`);
});
