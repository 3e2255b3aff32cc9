// Prints the headers of out/_headers (or the export given) as nginx location blocks, for the server
// block that serves the export (docs/hosting.md). Run it after each build: the script hashes change.
import fs from 'node:fs';
import path from 'node:path';
import { readCommandLine } from '../src/cli/build/parseCommandLine';
import { parseHeadersFile } from '../src/hosting/build/headersFile';
import { toNginxLocations } from '../src/hosting/build/nginxHeaders';

const { positionals } = readCommandLine({
  command: 'npm run headers:nginx --',
  summary: 'Prints the headers of an export\'s _headers file as nginx location blocks (docs/hosting.md).',
  options: {},
  positionals: { form: '[EXPORT_DIR]', description: 'the export whose _headers to print (default out)', max: 1 },
});
const file = path.join(path.resolve(positionals[0] ?? 'out'), '_headers');
if (!fs.existsSync(file)) {
  console.error(`No ${file}. Run \`npm run build\` first.`);
  process.exit(1);
}
process.stdout.write(`# Generated from ${path.relative(process.cwd(), file)} by \`npm run headers:nginx\`: do not edit.\n`);
process.stdout.write(toNginxLocations(parseHeadersFile(fs.readFileSync(file, 'utf8'))));
