import fs from 'node:fs';
import path from 'node:path';
import { highlightCode } from '../../markdown/build/highlight';
import type { DemoDirective } from '../../markdown/build/markdownDirectives';
import type { DemoModel, DemoVariant, HighlightedSource } from '../demo/types';
import { deriveJs } from './deriveJs';
import { importsDeferredPackage } from '../demo/deferredDemos';
import { readImports, resolveDemoSources, readRelativeImports } from './demoSources';
import { getJsxPreview } from './jsxPreview';
import { compileTailwindCss } from './tailwindCss';
import { cachedDerivation } from './derivationCache';

function highlighted(raw: string, language: 'tsx' | 'jsx'): HighlightedSource {
  return { raw, html: highlightCode(raw, language) };
}

const cache = new Map<string, Promise<DemoVariant>>();

/** What a variant derives from its TS source alone: the slow part, kept in the derivation cache. */
type DerivedSources = Pick<DemoVariant, 'ts' | 'js' | 'preview' | 'css'>;

async function deriveSources(tsSource: string, fileName: string, styling: DemoVariant['styling'], demoName: string): Promise<DerivedSources> {
  const jsSource = await deriveJs(tsSource, fileName);
  const tsPreview = getJsxPreview(tsSource);
  const jsPreview = getJsxPreview(jsSource, 'demo.jsx');
  return {
    ts: highlighted(tsSource, 'tsx'),
    js: highlighted(jsSource, 'jsx'),
    preview: tsPreview && jsPreview ? { ts: highlighted(tsPreview, 'tsx'), js: highlighted(jsPreview, 'jsx') } : null,
    ...(styling === 'tailwind' ? { css: await compileTailwindCss(tsSource, demoName) } : {}),
  };
}

async function loadVariant(file: string, styling: DemoVariant['styling'], demoName: string): Promise<DemoVariant> {
  const tsSource = fs.readFileSync(file, 'utf8');
  const fileName = path.basename(file);
  const derived = await cachedDerivation([tsSource, fileName, styling, demoName], () => deriveSources(tsSource, fileName, styling, demoName));
  return {
    styling,
    ...derived,
    extraFiles: readRelativeImports(file, tsSource),
    sourcePath: path.relative(process.cwd(), file).split(path.sep).join('/'),
  };
}

/** Everything a demo block shows: each styling variant's TS and derived JS, highlighted, with previews. */
export async function loadDemo(pageDir: string, directive: DemoDirective): Promise<DemoModel> {
  const { name, sources } = resolveDemoSources(path.join(pageDir, 'demos'), directive.demo);
  const deferred = sources.some(({ file }) => importsDeferredPackage(readImports(fs.readFileSync(file, 'utf8'), file)));
  if (deferred && !directive.options.height) {
    throw new Error(
      `The demo ${name} imports a package that loads on demand (the Data Grid): give its directive a "height" in pixels, the height it renders at, so the page keeps that space while it loads.`,
    );
  }
  const variants = await Promise.all(
    sources.map(({ file, styling }) => {
      const key = `${file}:${fs.statSync(file).mtimeMs}`;
      let pending = cache.get(key);
      if (!pending) {
        pending = loadVariant(file, styling, name);
        cache.set(key, pending);
      }
      return pending;
    }),
  );
  return { name, options: directive.options, variants };
}
