import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatLastChanged, lastChangedOfFolder, parseGitLog, readContentFileDates } from './lastChanged';

const LOG = [
  '\u00002024-03-02T10:00:00+01:00',
  '',
  'content/joy-ui/react-button/index.md',
  'content/joy-ui/react-button/demos/Basic.tsx',
  '\u00002024-02-01T09:00:00Z',
  '',
  'content/joy-ui/react-button/index.zh.md',
  'content/joy-ui/react-button/index.md',
  'content/joy-ui/react-button/sub-page/index.md',
  '\u00002025-01-01T00:00:00Z',
  '',
].join('\n');

describe('last changed dates from git', () => {
  it('keeps the newest commit of each file (git lists newest first)', () => {
    const dates = parseGitLog(LOG);
    expect(dates.get('content/joy-ui/react-button/index.md')).toBe('2024-03-02T10:00:00+01:00');
    expect(dates.get('content/joy-ui/react-button/index.zh.md')).toBe('2024-02-01T09:00:00Z');
    expect(dates.size).toBe(4);
  });

  it('dates a page by its own files and demos, not the pages below it', () => {
    const dates = new Map([
      ['content/a/index.md', '2024-01-01T00:00:00Z'],
      ['content/a/demos/Demo.tsx', '2024-05-01T00:00:00+02:00'],
      ['content/a/child/index.md', '2025-01-01T00:00:00Z'],
      ['content/ab/index.md', '2026-01-01T00:00:00Z'],
    ]);
    expect(lastChangedOfFolder(dates, 'content/a')).toBe('2024-05-01T00:00:00+02:00');
    expect(lastChangedOfFolder(dates, 'content/missing')).toBeNull();
  });

  it('gives no dates, and does not throw, when git fails or is missing', () => {
    expect(readContentFileDates('/nowhere', () => null).size).toBe(0);
  });

  it('gives no dates for a source tree without .git (a tarball)', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'no-git-'));
    fs.mkdirSync(path.join(folder, 'content', 'a'), { recursive: true });
    fs.writeFileSync(path.join(folder, 'content', 'a', 'index.md'), '# A\n');
    try {
      expect(readContentFileDates(folder).size).toBe(0);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('reads this repository’s history', () => {
    const dates = readContentFileDates(process.cwd());
    expect([...dates.keys()].every((file) => file.startsWith('content/'))).toBe(true);
    if (fs.existsSync(path.join(process.cwd(), '.git'))) expect(dates.size).toBeGreaterThan(0);
  });

  it('formats the date in the page language, in UTC', () => {
    expect(formatLastChanged('2024-03-01T23:30:00-02:00', 'en-US')).toBe('March 2, 2024');
    expect(formatLastChanged('2024-03-02T10:00:00Z', 'zh-Hans')).toBe('2024年3月2日');
  });
});
