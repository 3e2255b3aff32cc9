// `npm run dev`: Next.js's dev server, plus a watch on content/: a new page folder, a new or renamed demo,
// a new styling variant or an edited index.md shows in the open browser without a restart (the demo routes
// are regenerated, then the page fetches its props again or reloads). Content problems are printed with
// their file, line and column; changed demos are type-checked. The search index is built from content/
// when the server starts.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { readCommandLine, value, wholeNumber } from '../src/cli/build/parseCommandLine';
import { watchContent } from '../src/devLoop/build/contentWatcher';
import { DevContentLoop } from '../src/devLoop/build/devContentLoop';

const root = path.resolve(__dirname, '..');

const { values } = readCommandLine({
  command: 'npm run dev --',
  summary: 'Runs the site in development, with content/ watched and the search index built from it.',
  options: {
    port: value({ form: 'N', description: 'port of the dev server', rule: wholeNumber(1), default: Number(process.env.PORT ?? 3000) }),
  },
});

const next = spawn(process.execPath, [require.resolve('next/dist/bin/next'), 'dev', '--port', String(values.port)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});

const loop = new DevContentLoop({ rootDir: root });
const watcher = watchContent(path.join(root, 'content'), (paths) => loop.onContentChange(paths));
void loop.buildSearchIndex();

const stop = () => {
  watcher.close();
  next.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
next.on('exit', (code) => {
  watcher.close();
  process.exit(code ?? 0);
});
