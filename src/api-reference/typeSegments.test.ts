import { describe, expect, it } from 'vitest';
import { TYPE_BREAK_AFTER, typeSegments } from './typeSegments';

describe('typeSegments', () => {
  it('splits a union at its spaces and bars', () => {
    expect(typeSegments("'primary' | 'secondary' | 'error'")).toEqual(["'primary' ", '| ', "'secondary' ", '| ', "'error'"]);
    expect(typeSegments("'primary'|'secondary'")).toEqual(["'primary'|", "'secondary'"]);
  });

  it('splits generics, parameters and object members after their separators', () => {
    expect(typeSegments('Array<func | object>')).toEqual(['Array<', 'func ', '| ', 'object>']);
    expect(typeSegments('(event: React.SyntheticEvent, value: number) => void')).toEqual([
      '(',
      'event: ',
      'React.SyntheticEvent, ',
      'value: ',
      'number) ',
      '=> ',
      'void',
    ]);
    expect(typeSegments('{ root?: string; label?: string }')).toEqual(['{ ', 'root?: ', 'string; ', 'label?: ', 'string }']);
    expect(typeSegments('Props<T>=>void')).toEqual(['Props<', 'T>=>', 'void']);
  });

  it('never splits inside a word', () => {
    for (const type of ["'aria-labelledby'", 'React.ElementType', 'bool', "'small' | 'medium'", 'Partial<TouchRippleProps>']) {
      const segments = typeSegments(type);
      expect(segments.join('')).toBe(type);
      for (let i = 0; i < segments.length - 1; i += 1) {
        const segment = segments[i]!;
        if (/\s$/.test(segment)) continue;
        expect(TYPE_BREAK_AFTER as readonly string[]).toContain(segment[segment.length - 1]);
      }
    }
    expect(typeSegments('React.ElementType')).toEqual(['React.ElementType']);
    expect(typeSegments("'aria-labelledby'")).toEqual(["'aria-labelledby'"]);
  });

  it('gives nothing for an empty or non-string type', () => {
    expect(typeSegments('')).toEqual([]);
    expect(typeSegments(undefined as unknown as string)).toEqual([]);
  });
});
