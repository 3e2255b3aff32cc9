// Runs after `next build`: writes the service worker for the exported site.
import path from 'node:path';
import { buildServiceWorker } from '../src/pwa/build/buildServiceWorker';

const root = path.resolve(__dirname, '..');
const outDir = path.resolve(root, process.env.NEXT_DIST_DIR ?? 'out');
buildServiceWorker(root, outDir).then(
  ({ entries, bytes }) => console.log(`service worker: ${entries} precached files, ${Math.round(bytes / 1024)} KB`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
