import { describe, expect, it } from 'vitest';
import { allDemoAnchors, demoAnchor, demoNameFromHash } from './demoAnchors';

describe('demoAnchor', () => {
  it('names the TypeScript source with .tsx', () => {
    expect(demoAnchor('A', 'TS')).toBe('A.tsx');
  });

  it('names the JavaScript source with .js', () => {
    expect(demoAnchor('A', 'JS')).toBe('A.js');
  });

  it('prefixes the styling solution when one is given', () => {
    expect(demoAnchor('A', 'JS', 'tailwind')).toBe('tailwind-A.js');
    expect(demoAnchor('A', 'TS', 'css')).toBe('css-A.tsx');
    expect(demoAnchor('A', 'TS', 'system')).toBe('system-A.tsx');
  });
});

describe('allDemoAnchors', () => {
  it('lists only the unprefixed anchors for a demo with one styling', () => {
    expect([...allDemoAnchors('A', ['system'])].sort()).toEqual(['A.js', 'A.tsx']);
  });

  it('adds a prefixed anchor per styling and language for a demo with several stylings', () => {
    expect([...allDemoAnchors('A', ['system', 'tailwind', 'css'])].sort()).toEqual(
      [
        'A.js',
        'A.tsx',
        'system-A.js',
        'system-A.tsx',
        'tailwind-A.js',
        'tailwind-A.tsx',
        'css-A.js',
        'css-A.tsx',
      ].sort(),
    );
  });

  it('lists each anchor once', () => {
    const anchors = allDemoAnchors('A', ['system', 'css']);
    expect(new Set(anchors).size).toBe(anchors.length);
    expect(anchors).toHaveLength(6);
  });
});

describe('demoNameFromHash', () => {
  it.each([
    ['A.tsx', 'A'],
    ['A.js', 'A'],
    ['css-A.js', 'A'],
    ['tailwind-A.tsx', 'A'],
    ['system-A.js', 'A'],
    ['Basic_Buttons-2.tsx', 'Basic_Buttons-2'],
  ])('%j → %j', (hash, expected) => {
    expect(demoNameFromHash(hash)).toBe(expected);
  });

  it.each(['A', 'A.ts', 'A.jsx', '<img>.js', '', '.tsx', 'a/b.js', 'A.tsx.bak'])('%j → null', (hash) => {
    expect(demoNameFromHash(hash)).toBeNull();
  });

  it('round-trips every anchor of a demo to its name', () => {
    for (const anchor of allDemoAnchors('FancyButton', ['system', 'tailwind', 'css'])) {
      expect(demoNameFromHash(anchor)).toBe('FancyButton');
    }
  });
});
