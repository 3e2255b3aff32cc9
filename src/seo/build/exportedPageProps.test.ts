import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { exportedPropsReader } from './exportedPageProps';

const temps: string[] = [];

afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** An export with the given data files (path relative to the build's data directory → its pageProps). */
function exportWith(files: Record<string, unknown>, buildIds = ['build-1']): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exported-props-'));
  temps.push(outDir);
  for (const buildId of buildIds) {
    for (const [file, pageProps] of Object.entries(files)) {
      const full = path.join(outDir, '_next', 'data', buildId, file);
      fs.mkdirSync(path.dirname(full), { recursive: true });
      fs.writeFileSync(full, JSON.stringify({ pageProps, __N_SSG: true }));
    }
  }
  return outDir;
}

const propsOf = (pathname: string, userLanguage: string) => ({ userLanguage, canonicalAs: `${pathname}/`, page: { pathname, title: 'T' }, navigation: { pages: [] } });

describe('exportedPropsReader', () => {
  it('reads the props of a page in each language, and of the home page', () => {
    const outDir = exportWith({
      'material-ui/react-button.json': propsOf('/material-ui/react-button', 'en'),
      'zh/material-ui/react-button.json': propsOf('/material-ui/react-button', 'zh'),
      'index.json': propsOf('/', 'en'),
    });
    const read = exportedPropsReader(outDir);
    expect(read('/material-ui/react-button', 'en')).toEqual(propsOf('/material-ui/react-button', 'en'));
    expect(read('/material-ui/react-button', 'zh')?.userLanguage).toBe('zh');
    expect(read('/', 'en')?.page.pathname).toBe('/');
  });

  it('reads the Chinese page of a route shared by the languages where the route wrote it', () => {
    const outDir = exportWith({
      'material-ui/react-button.json': propsOf('/material-ui/react-button', 'en'),
      'material-ui/react-button/zh.json': propsOf('/material-ui/react-button', 'zh'),
    });
    const read = exportedPropsReader(outDir);
    expect(read('/material-ui/react-button', 'zh')?.userLanguage).toBe('zh');
    expect(read('/material-ui/react-button', 'en')?.userLanguage).toBe('en');
    expect(read('/material-ui/react-chip', 'zh')).toBeNull();
  });

  it('answers null, for the caller to load the page itself, when the file is missing, corrupt or of another page', () => {
    const outDir = exportWith({
      'material-ui/react-button.json': propsOf('/material-ui/react-slider', 'en'),
      'zh/material-ui/react-button.json': propsOf('/material-ui/react-button', 'en'),
      'blog.json': { posts: [] },
    });
    fs.writeFileSync(path.join(outDir, '_next', 'data', 'build-1', 'broken.json'), '{"pageProps": ');
    const read = exportedPropsReader(outDir);
    expect(read('/material-ui/react-button', 'en')).toBeNull();
    expect(read('/material-ui/react-button', 'zh')).toBeNull();
    expect(read('/blog', 'en')).toBeNull();
    expect(read('/broken', 'en')).toBeNull();
    expect(read('/material-ui/react-chip', 'en')).toBeNull();
  });

  it('trusts nothing when the export holds the data of several builds, or none', () => {
    const files = { 'material-ui/react-button.json': propsOf('/material-ui/react-button', 'en') };
    expect(exportedPropsReader(exportWith(files, ['build-1', 'build-2']))('/material-ui/react-button', 'en')).toBeNull();
    expect(exportedPropsReader(exportWith({}, []))('/material-ui/react-button', 'en')).toBeNull();
  });
});
