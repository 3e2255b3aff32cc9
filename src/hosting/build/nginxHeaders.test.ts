import { describe, expect, it } from 'vitest';
import { parseHeadersFile } from './headersFile';
import { toNginxLocations } from './nginxHeaders';

describe('toNginxLocations', () => {
  it('repeats the headers of covering rules in each location, quoted, with always', () => {
    const rules = parseHeadersFile(`/*\n  Content-Security-Policy: default-src 'self'; img-src "x"\n  X-A: 1\n/_next/static/*\n  Cache-Control: immutable\n/sw.js\n  X-A: 2\n`);
    expect(toNginxLocations(rules)).toBe(
      [
        'location / {',
        `    add_header Content-Security-Policy "default-src 'self'; img-src \\"x\\"" always;`,
        '    add_header X-A "1" always;',
        '}',
        '',
        'location /_next/static/ {',
        `    add_header Content-Security-Policy "default-src 'self'; img-src \\"x\\"" always;`,
        '    add_header X-A "1" always;',
        '    add_header Cache-Control "immutable" always;',
        '}',
        '',
        'location = /sw.js {',
        `    add_header Content-Security-Policy "default-src 'self'; img-src \\"x\\"" always;`,
        '    add_header X-A "1, 2" always;',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('refuses patterns nginx locations cannot express', () => {
    expect(() => toNginxLocations(parseHeadersFile('/docs/:page/\n  X-A: 1\n'))).toThrow(/no nginx location form/);
    expect(() => toNginxLocations(parseHeadersFile('/a/*/b\n  X-A: 1\n'))).toThrow(/no nginx location form/);
  });
});
