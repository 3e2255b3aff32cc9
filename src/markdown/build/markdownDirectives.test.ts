import { describe, expect, it } from 'vitest';
import { parseDemoDirective } from './markdownDirectives';

describe('parseDemoDirective', () => {
  it.each([
    'Some ordinary text.',
    '',
    '{{ not a directive }}',
    '`{{"demo": "A.tsx"}}` in code',
    'See {{"demo": "A.tsx"}} inline',
  ])('returns null for ordinary text %j', (text) => {
    expect(parseDemoDirective(text)).toBeNull();
  });

  it('reads the demo and its options', () => {
    expect(parseDemoDirective('{{"demo": "A.tsx", "bg": "inline"}}')).toEqual({ demo: 'A.tsx', options: { bg: 'inline' } });
  });

  it('reads a bare directive with no options', () => {
    expect(parseDemoDirective('{{"demo": "A.tsx"}}')).toEqual({ demo: 'A.tsx', options: {} });
  });

  it('accepts a folder name (styling variants) and surrounding whitespace', () => {
    expect(parseDemoDirective('  {{ "demo": "FancyButton", "defaultCodeOpen": true }}  ')).toEqual({
      demo: 'FancyButton',
      options: { defaultCodeOpen: true },
    });
  });

  it('keeps every known option', () => {
    const text =
      '{{"demo": "A.tsx", "hideToolbar": true, "bg": "playground", "iframe": true, "height": 300, "maxWidth": 500, "disableLiveEdit": true}}';
    expect(parseDemoDirective(text)).toEqual({
      demo: 'A.tsx',
      options: { hideToolbar: true, bg: 'playground', iframe: true, height: 300, maxWidth: 500, disableLiveEdit: true },
    });
  });

  it.each(['{{"demo": "A.tsx",}}', "{{\"demo\": 'A.tsx'}}", '{{"demo": "A.tsx" "bg": "inline"}}'])(
    'throws for invalid JSON %j',
    (text) => {
      expect(() => parseDemoDirective(text)).toThrowError(/Invalid demo directive.*JSON/);
    },
  );

  it.each(['{{"demo": 1}}', '{{"demo": null}}', '{{"demo": "../x.tsx"}}', '{{"demo": "A.js"}}', '{{"demo": ""}}', '{{"demo": "a/B.tsx"}}'])(
    'throws for the invalid demo name in %j',
    (text) => {
      expect(() => parseDemoDirective(text)).toThrowError(/"demo" must name a \.tsx file or a folder/);
    },
  );

  it('throws for an unknown option, naming it', () => {
    expect(() => parseDemoDirective('{{"demo": "A.tsx", "colour": "red"}}')).toThrowError(/Unknown demo option "colour"/);
  });

  it('throws for "hideToolbar": false', () => {
    expect(() => parseDemoDirective('{{"demo": "A.tsx", "hideToolbar": false}}')).toThrowError(/hideToolbar/);
  });

  it('throws for hideToolbar combined with defaultCodeOpen', () => {
    expect(() => parseDemoDirective('{{"demo": "A.tsx", "hideToolbar": true, "defaultCodeOpen": true}}')).toThrowError(
      /cannot combine "hideToolbar" with "defaultCodeOpen"/,
    );
  });

  it('accepts hideToolbar alone and defaultCodeOpen alone', () => {
    expect(parseDemoDirective('{{"demo": "A.tsx", "hideToolbar": true}}')?.options).toEqual({ hideToolbar: true });
    expect(parseDemoDirective('{{"demo": "A.tsx", "defaultCodeOpen": true}}')?.options).toEqual({ defaultCodeOpen: true });
  });
});
