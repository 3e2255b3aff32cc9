import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeCookieValue, getCookie, setPreferenceCookie } from './cookies';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubDocument(initialCookie = ''): string[] {
  const writes: string[] = [];
  vi.stubGlobal('document', {
    get cookie(): string {
      return initialCookie;
    },
    set cookie(value: string) {
      writes.push(value);
    },
  });
  return writes;
}

describe('getCookie', () => {
  it('returns the value up to the next semicolon', () => {
    expect(getCookie('a', 'a=1; b=2')).toBe('1');
    expect(getCookie('b', 'a=1; b=2')).toBe('2');
    expect(getCookie('b', 'a=1; b=2; c=3')).toBe('2');
  });

  it('keeps everything after the first = of the pair', () => {
    expect(getCookie('a', 'a=x=y; b=2')).toBe('x=y');
  });

  it('returns an empty value as the empty string', () => {
    expect(getCookie('a', 'a=; b=2')).toBe('');
  });

  it('does not decode the value', () => {
    expect(getCookie('styling', 'styling=MUI%20System')).toBe('MUI%20System');
  });

  it('returns undefined when the cookie is absent', () => {
    expect(getCookie('a', '')).toBeUndefined();
    expect(getCookie('a', 'b=1; c=2')).toBeUndefined();
  });

  it('does not match a cookie whose name merely ends with the name', () => {
    expect(getCookie('a', 'xa=1')).toBeUndefined();
    expect(getCookie('a', 'xa=1; a=2')).toBe('2');
  });

  it('returns undefined when the name appears twice', () => {
    expect(getCookie('a', 'a=1; a=2')).toBeUndefined();
    expect(getCookie('a', 'a=1; b=2; a=1')).toBeUndefined();
  });

  it('throws on the server when no cookie string is given', () => {
    expect(typeof document).toBe('undefined');
    expect(() => getCookie('a')).toThrowError(/not supported on the server/);
  });

  it('reads document.cookie in the browser when no cookie string is given', () => {
    stubDocument('codeVariant=JS; other=1');
    expect(getCookie('codeVariant')).toBe('JS');
    expect(getCookie('missing')).toBeUndefined();
  });
});

describe('decodeCookieValue', () => {
  it('decodes URI encoding', () => {
    expect(decodeCookieValue('MUI%20System')).toBe('MUI System');
    expect(decodeCookieValue('JS')).toBe('JS');
  });

  it('returns undefined for undefined', () => {
    expect(decodeCookieValue(undefined)).toBeUndefined();
  });

  it.each(['%E0%A4%A', '%', '%zz'])('returns undefined for the bad encoding %j', (raw) => {
    expect(decodeCookieValue(raw)).toBeUndefined();
  });
});

describe('setPreferenceCookie', () => {
  it('writes an encoded, site-wide cookie that lasts a year', () => {
    const writes = stubDocument();
    setPreferenceCookie('codeStyling', 'MUI System');
    expect(writes).toEqual(['codeStyling=MUI%20System;path=/;max-age=31536000;samesite=lax']);
  });

  it('encodes characters that would break the cookie', () => {
    const writes = stubDocument();
    setPreferenceCookie('x', 'a;b=c');
    expect(writes).toEqual(['x=a%3Bb%3Dc;path=/;max-age=31536000;samesite=lax']);
  });
});
