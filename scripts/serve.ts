// Serves the exported site in out/ at http://localhost:$PORT (default 3000).
import fs from 'node:fs';
import path from 'node:path';
import { createStaticServer } from '../src/hosting/build/staticServer';

const root = path.resolve(process.argv[2] ?? 'out');
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
