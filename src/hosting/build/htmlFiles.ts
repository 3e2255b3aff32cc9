import fs from 'node:fs';
import path from 'node:path';

/** Every `.html` file under a directory, recursively. */
export function htmlFilesUnder(dir: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...htmlFilesUnder(child));
    else if (entry.name.endsWith('.html')) files.push(child);
  }
  return files;
}
