import postcss, { type Root } from 'postcss';
import tailwindcss from 'tailwindcss';
import { TAILWIND_DARK_MODE } from '../sandbox/tailwindSetup';

const VARIABLE_USE = /var\(\s*(--tw-[\w-]+)/g;

/**
 * Tailwind's base layer (preflight off) is only the defaults of its `--tw-*` variables, set on every
 * element with `*, ::before, ::after` and `::backdrop`. Transforms, filters and rings read those variables
 * without a fallback, so without the defaults `scale-95` or `rotate-3` do nothing. Keeps the defaults the
 * demo's utilities read and scopes them to the demo's block, so they touch nothing else of the page.
 */
function scopeVariableDefaults(root: Root, scope: string): void {
  const used = new Set<string>();
  root.walkDecls((decl) => {
    for (const match of decl.value.matchAll(VARIABLE_USE)) used.add(match[1]!);
  });
  root.walkRules((rule) => {
    if (rule.selector.startsWith(scope)) return;
    rule.walkDecls((decl) => {
      if (!decl.prop.startsWith('--tw-') || !used.has(decl.prop)) decl.remove();
    });
    if (!rule.nodes?.length) {
      rule.remove();
      return;
    }
    rule.selectors = rule.selectors.flatMap((selector) =>
      selector === '*' ? [scope, `${scope} *`] : [`${scope} ${selector}`],
    );
  });
}

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
    { postcssPlugin: 'scope-tailwind-variable-defaults', OnceExit: (root: Root) => scopeVariableDefaults(root, scope) },
  ]).process('@tailwind base;\n@tailwind utilities;', { from: undefined });
  return result.css;
}
