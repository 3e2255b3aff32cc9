import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { reachableModules } from '../codeChecks/build/moduleImports';
import { DocsPageContext, DocsPageFromApp } from './DocsPageFromApp';
import type { DocsPageProps } from './types';

/** Props of a page, as far as these tests read them. */
const props = (canonicalAs: string) => ({ canonicalAs }) as unknown as DocsPageProps;

describe('DocsPageFromApp', () => {
  it('renders the docs page component the app provides, with the route’s props', () => {
    const Provided = (pageProps: DocsPageProps) => <main>{pageProps.canonicalAs}</main>;
    const html = renderToStaticMarkup(
      <DocsPageContext.Provider value={Provided}>
        <DocsPageFromApp {...props('/material-ui/react-button/')} />
      </DocsPageContext.Provider>,
    );
    expect(html).toBe('<main>/material-ui/react-button/</main>');
  });

  it('says where the component comes from when nothing provides it', () => {
    expect(() => renderToStaticMarkup(<DocsPageFromApp {...props('/')} />)).toThrow(/_app\.tsx provides it/);
  });
});

describe('the routes of docs pages', () => {
  const srcDir = path.join(process.cwd(), 'src');
  const shell = path.join(srcDir, 'layout', 'DocsPage.tsx');
  const routes = [path.join(srcDir, 'pages', '[...slug].tsx'), path.join(srcDir, 'pages', 'zh', '[...slug].tsx')];
  // A generated route of a page with demos, when `npm run generate` has written them.
  const demoRoute = path.join(srcDir, 'pages', 'material-ui', 'react-button', 'index.tsx');

  it('reach the shell only through the app, so Turbopack walks its modules once rather than once per route', () => {
    const checked = [...routes, ...(fs.existsSync(demoRoute) ? [demoRoute] : [])];
    for (const route of checked) {
      const reached = reachableModules(route, (file) => file.startsWith(srcDir + path.sep) && !file.includes(`${path.sep}generated${path.sep}`));
      expect(reached.length, route).toBeGreaterThan(1);
      expect(reached.map((module) => module.file), route).not.toContain(shell);
    }
    expect(reachableModules(path.join(srcDir, 'pages', '_app.tsx'), (file) => file.startsWith(srcDir + path.sep)).map((module) => module.file)).toContain(shell);
  });
});
