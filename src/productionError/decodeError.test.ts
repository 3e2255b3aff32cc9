import { describe, expect, it } from 'vitest';
import {
  countPlaceholders,
  formatErrorMessage,
  MAX_ARGS,
  MISSING_ARGUMENT,
  parseErrorCodes,
  parseErrorQuery,
} from './decodeError';

const HOSTILE = '<img src=x onerror=alert(1)>';

describe('parseErrorQuery', () => {
  it('reads the code and the arguments in order, decoded', () => {
    expect(parseErrorQuery('?code=9&args[]=%23zzz&args[]=a%20b%26c')).toEqual({ code: '9', args: ['#zzz', 'a b&c'] });
    expect(parseErrorQuery('code=11&args%5B%5D=x')).toEqual({ code: '11', args: ['x'] });
  });

  it('reads repeated args[] and plain args, in the order of the link', () => {
    expect(parseErrorQuery('?args[]=1&code=12&args=2&args[]=3&other=4')).toEqual({ code: '12', args: ['1', '2', '3'] });
    expect(parseErrorQuery('?code=12&args[]=&args[]=x')).toEqual({ code: '12', args: ['', 'x'] });
  });

  it('gives a null code when there is none or it is not 1 to 4 digits', () => {
    expect(parseErrorQuery('')).toEqual({ code: null, args: [] });
    expect(parseErrorQuery('?args[]=a')).toEqual({ code: null, args: ['a'] });
    for (const code of ['', 'abc', '9a', '-1', '1.5', '12345', ' 9', '0x10', '%3Cb%3E']) {
      expect(parseErrorQuery(`?code=${code}`).code).toBeNull();
    }
    expect(parseErrorQuery('?code=0009').code).toBe('9');
    expect(parseErrorQuery('?code=9&code=10').code).toBe('9');
  });

  it('keeps markup in arguments as plain text', () => {
    expect(parseErrorQuery(`?code=9&args[]=${encodeURIComponent(HOSTILE)}`).args).toEqual([HOSTILE]);
  });

  it('copes with a very long query', () => {
    const long = 'x'.repeat(100_000);
    const query = `?code=9&args[]=${long}${'&args[]=y'.repeat(10_000)}`;
    const started = Date.now();
    const parsed = parseErrorQuery(query);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(parsed.code).toBe('9');
    expect(parsed.args).toHaveLength(MAX_ARGS);
    expect(parsed.args[0]).toBe(long);
    expect(parseErrorQuery(`?code=${'9'.repeat(10_000)}`).code).toBeNull();
  });
});

describe('formatErrorMessage', () => {
  it('puts the arguments in order', () => {
    expect(formatErrorMessage('MUI: The color%s is invalid, `%s` property.', [' (primary)', 'main'])).toEqual({
      text: 'MUI: The color (primary) is invalid, `main` property.',
      missing: 0,
    });
  });

  it('marks and counts the missing arguments', () => {
    expect(formatErrorMessage('a %s b %s c %s', ['1'])).toEqual({
      text: `a 1 b ${MISSING_ARGUMENT} c ${MISSING_ARGUMENT}`,
      missing: 2,
    });
    expect(formatErrorMessage('no placeholders', [])).toEqual({ text: 'no placeholders', missing: 0 });
    expect(formatErrorMessage('extra ignored: %s', ['a', 'b'])).toEqual({ text: 'extra ignored: a', missing: 0 });
  });

  it('inserts arguments verbatim, in one pass', () => {
    expect(formatErrorMessage('MUI: Unsupported `%s` color.', [HOSTILE]).text).toBe(`MUI: Unsupported \`${HOSTILE}\` color.`);
    expect(formatErrorMessage('%s and %s', ['%s', '$&'])).toEqual({ text: '%s and $&', missing: 0 });
    expect(formatErrorMessage('%s', [''])).toEqual({ text: '', missing: 0 });
  });

  it('counts placeholders', () => {
    expect(countPlaceholders('a %s b %s')).toBe(2);
    expect(countPlaceholders('none')).toBe(0);
  });
});

describe('parseErrorCodes', () => {
  it('accepts a map of codes to strings and rejects anything else', () => {
    expect(parseErrorCodes({ '1': 'a', '20': 'b %s' })).toEqual({ '1': 'a', '20': 'b %s' });
    expect(parseErrorCodes({})).toEqual({});
    for (const bad of [null, 'text', 1, ['a'], { '1': 2 }, { x: 'a' }]) expect(parseErrorCodes(bad)).toBeNull();
  });
});
