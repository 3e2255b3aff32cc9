import { filesUnder } from '../../fileTree/build/fileTree';

/** Every `.html` file under a directory, recursively, each folder's entries in name order. */
export function htmlFilesUnder(dir: string): string[] {
  return filesUnder(dir).filter((file) => file.endsWith('.html'));
}
