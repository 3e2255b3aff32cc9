import { describe, expect, it } from 'vitest';
import { resolveCodeStyling, resolveCodeVariant } from './codePreferences';

describe('resolveCodeVariant', () => {
  it('takes the variant from a .tsx hash over the cookie', () => {
    expect(resolveCodeVariant('Demo.tsx', 'JS')).toBe('TS');
  });

  it('takes the variant from a .js hash over the cookie', () => {
    expect(resolveCodeVariant('Demo.js', 'TS')).toBe('JS');
    expect(resolveCodeVariant('tailwind-Demo.js', undefined)).toBe('JS');
  });

  it('falls back to a valid cookie when the hash names no variant', () => {
    expect(resolveCodeVariant('', 'JS')).toBe('JS');
    expect(resolveCodeVariant('installation', 'JS')).toBe('JS');
    expect(resolveCodeVariant('Demo.ts', 'JS')).toBe('JS');
    expect(resolveCodeVariant('', 'TS')).toBe('TS');
  });

  it('defaults to TS without hash or cookie', () => {
    expect(resolveCodeVariant('', undefined)).toBe('TS');
  });

  it.each(['xx', '<script>', 'ts', 'js', 'Js', '', ' JS'])('ignores the invalid cookie %j', (cookie) => {
    expect(resolveCodeVariant('', cookie)).toBe('TS');
    expect(resolveCodeVariant('Demo.js', cookie)).toBe('JS');
  });
});

describe('resolveCodeStyling', () => {
  it.each([
    ['tailwind-Demo.tsx', 'Tailwind'],
    ['tailwind-Demo.js', 'Tailwind'],
    ['css-Demo.js', 'CSS'],
    ['css-Demo.tsx', 'CSS'],
    ['system-Demo.tsx', 'MUI System'],
  ] as const)('takes the styling from the hash %j over the cookie', (hash, expected) => {
    const otherCookie = expected === 'CSS' ? 'Tailwind' : 'CSS';
    expect(resolveCodeStyling(hash, otherCookie)).toBe(expected);
  });

  it('checks tailwind-, then css-, then system-', () => {
    expect(resolveCodeStyling('css-tailwind-Demo.js', undefined)).toBe('Tailwind');
    expect(resolveCodeStyling('system-css-Demo.tsx', undefined)).toBe('CSS');
    expect(resolveCodeStyling('system-tailwind-Demo.tsx', 'CSS')).toBe('Tailwind');
  });

  it('reads the styling from the hash only when it ends in .js or .tsx', () => {
    expect(resolveCodeStyling('tailwind-Demo', 'CSS')).toBe('CSS');
    expect(resolveCodeStyling('css-Demo.ts', 'Tailwind')).toBe('Tailwind');
    expect(resolveCodeStyling('tailwind-Demo.jsx', undefined)).toBe('MUI System');
  });

  it('falls back to a valid cookie when the hash names no styling', () => {
    expect(resolveCodeStyling('Demo.tsx', 'Tailwind')).toBe('Tailwind');
    expect(resolveCodeStyling('', 'CSS')).toBe('CSS');
    expect(resolveCodeStyling('', 'MUI System')).toBe('MUI System');
  });

  it('defaults to MUI System without hash or cookie', () => {
    expect(resolveCodeStyling('', undefined)).toBe('MUI System');
    expect(resolveCodeStyling('Demo.js', undefined)).toBe('MUI System');
  });

  it.each(['xx', '<script>', 'tailwind', 'css', 'MUI%20System', 'system', ''])('ignores the invalid cookie %j', (cookie) => {
    expect(resolveCodeStyling('', cookie)).toBe('MUI System');
    expect(resolveCodeStyling('css-Demo.js', cookie)).toBe('CSS');
  });
});
