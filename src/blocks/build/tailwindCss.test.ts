import { describe, expect, it } from 'vitest';
import { compileTailwindCss } from './tailwindCss';

const SCOPE = '[data-demo="Card"]';

describe('compileTailwindCss', () => {
  it('scopes every rule to the demo block', async () => {
    const css = await compileTailwindCss('<div className="scale-95 rotate-3 bg-sky-700 p-2 shadow-md" />', 'Card');
    const selectors = [...css.matchAll(/^([^{}\n][^{}]*)\{/gm)].map((match) => match[1]!.trim());
    expect(selectors.length).toBeGreaterThan(3);
    for (const selector of selectors) {
      for (const part of selector.split(',')) expect(part.trim().startsWith(SCOPE), selector).toBe(true);
    }
  });

  it('gives transforms the variable defaults they read, so scale and rotate take effect', async () => {
    const css = await compileTailwindCss('<div className="scale-95 rotate-3" />', 'Card');
    expect(css).toMatch(/--tw-scale-x: \.95/);
    expect(css).toMatch(/transform: translate\(var\(--tw-translate-x\)/);
    // The defaults of the variables the transform reads, set within the block only.
    expect(css).toMatch(new RegExp(`\\[data-demo="Card"\\] \\*[^{]*\\{[^}]*--tw-translate-x: 0`));
    expect(css).toMatch(/--tw-skew-y: 0/);
  });

  it('keeps only the defaults the utilities use', async () => {
    const css = await compileTailwindCss('<div className="bg-sky-700 p-2" />', 'Card');
    expect(css).not.toContain('--tw-translate-x: 0');
    expect(css).not.toContain('--tw-ring-color');
    const withRing = await compileTailwindCss('<div className="ring-2" />', 'Card');
    expect(withRing).toContain('--tw-ring-offset-width: 0px');
    expect(withRing).not.toContain('--tw-scale-x');
  });
});
