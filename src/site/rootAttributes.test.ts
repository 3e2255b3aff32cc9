import { describe, expect, it } from 'vitest';
import { setRootAttribute } from './rootAttributes';

function fakeDocument(initial: Record<string, string>) {
  const attributes = new Map(Object.entries(initial));
  const writes: string[] = [];
  const documentElement = {
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => {
      writes.push(`${name}=${value}`);
      attributes.set(name, value);
    },
  };
  return { doc: { documentElement } as unknown as Pick<Document, 'documentElement'>, writes, attributes };
}

describe('setRootAttribute', () => {
  it('leaves an attribute that already has the value untouched', () => {
    const { doc, writes } = fakeDocument({ lang: 'en', dir: 'ltr' });
    setRootAttribute('lang', 'en', doc);
    setRootAttribute('dir', 'ltr', doc);
    expect(writes).toEqual([]);
  });

  it('writes a changed or missing value', () => {
    const { doc, writes, attributes } = fakeDocument({ lang: 'en' });
    setRootAttribute('lang', 'zh-Hans', doc);
    setRootAttribute('dir', 'rtl', doc);
    expect(writes).toEqual(['lang=zh-Hans', 'dir=rtl']);
    expect(attributes.get('lang')).toBe('zh-Hans');
  });
});
