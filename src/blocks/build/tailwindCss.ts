import postcss from 'postcss';
import tailwindcss from 'tailwindcss';
import { TAILWIND_DARK_MODE } from '../sandbox/tailwindSetup';

/**
 * The Tailwind utilities one demo uses, compiled at build time and scoped to that demo's block, so a
 * Tailwind variant works without a site-wide stylesheet and cannot style anything else.
 */
export async function compileTailwindCss(source: string, demoName: string): Promise<string> {
  const scope = `[data-demo="${demoName}"]`;
  const result = await postcss([
    tailwindcss({
      content: [{ raw: source, extension: 'tsx' }],
      corePlugins: { preflight: false },
      important: scope,
      darkMode: TAILWIND_DARK_MODE,
    }),
  ]).process('@tailwind utilities;', { from: undefined });
  return result.css;
}
