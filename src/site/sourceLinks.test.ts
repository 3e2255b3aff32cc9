import { describe, expect, it } from 'vitest';
import { sourceFileUrl } from './sourceLinks';

describe('sourceFileUrl', () => {
  it('links a file at the head of the repository', () => {
    expect(sourceFileUrl('https://github.com/example/mui-docs', 'content/joy-ui/react-button/index.md')).toBe(
      'https://github.com/example/mui-docs/blob/HEAD/content/joy-ui/react-button/index.md',
    );
    expect(sourceFileUrl('https://github.com/example/mui-docs/', 'content/a b/index.zh.md')).toBe('https://github.com/example/mui-docs/blob/HEAD/content/a%20b/index.zh.md');
  });

  it('gives nothing without a repository, and never climbs out of it', () => {
    expect(sourceFileUrl(null, 'content/a/index.md')).toBeNull();
    expect(sourceFileUrl('https://example.com/repo', '../../etc/passwd')).toBe('https://example.com/repo/blob/HEAD/etc/passwd');
  });
});
