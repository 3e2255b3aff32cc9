import { describe, expect, it } from 'vitest';
import type { DemoModel } from '../demo/types';
import { demoForPage } from './demoPageData';

const source = (raw: string) => ({ raw, html: `<span class="token">${raw}</span>` });
const demo = (defaultCodeOpen: boolean): DemoModel => ({
  name: 'BasicButtons',
  options: defaultCodeOpen ? { defaultCodeOpen } : {},
  variants: [
    {
      styling: 'system',
      ts: source('const a: number = 1;'),
      js: source('const a = 1;'),
      preview: { ts: source('<Button />'), js: source('<Button />') },
      extraFiles: {},
      sourcePath: 'content/x/demos/BasicButtons.tsx',
    },
  ],
});

describe('demoForPage', () => {
  it('drops the highlighted HTML of sources that start closed, keeping raw code and previews', () => {
    const [variant] = demoForPage(demo(false)).variants;
    expect(variant!.ts).toEqual({ raw: 'const a: number = 1;', html: null });
    expect(variant!.js).toEqual({ raw: 'const a = 1;', html: null });
    expect(variant!.preview?.ts.html).toContain('token');
  });

  it('keeps everything when the code starts open', () => {
    const open = demo(true);
    expect(demoForPage(open)).toBe(open);
  });
});
