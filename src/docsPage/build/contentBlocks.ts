import fs from 'node:fs';
import path from 'node:path';
import { apiDocsOfPage } from '../../api-reference/build/apiDocsOfPage';
import { renderApiDocs } from '../../api-reference/build/renderApiDocs';
import { demoForPage } from '../../blocks/build/demoPageData';
import { loadDemo } from '../../blocks/build/loadDemo';
import { reportProblem } from '../../markdown/build/contentMessages';
import type { RenderedMarkdown } from '../../markdown/build/renderMarkdown';
import type { PageBlock } from '../types';
import { loadApiDocs } from '../../api-reference/build/apiCache';
import type { ApiDoc } from '../../api-reference/types';
import { PLAYGROUND_OPTIONS_HELP } from '../../playground/playgroundOptions';
import { resolvePlayground } from '../../playground/build/resolvePlayground';

let allApiDocs: ApiDoc[] | null = null;

/** The docs tools a page can embed with `{{"component": "Name"}}`. */
export const TOOLS_DIR = path.join(process.cwd(), 'src', 'tools');

/** What API descriptions need to link into other pages. */
export interface ApiLinkContext {
  hasPage: (pathname: string) => boolean;
  headingAnchorsOf: (pathname: string) => ReadonlySet<string> | null;
}

/**
 * The blocks of a written page: its HTML, its demos (loaded from the `demos/` folder beside `contentFile`,
 * with their JS derived), the docs tools and API references it embeds. A directive that leads nowhere is
 * reported on the page's file at the directive's line, with what to do, and left out; the caller throws the
 * file's messages together.
 */
export async function loadContentBlocks(
  rendered: RenderedMarkdown,
  contentFile: string,
  links: ApiLinkContext,
  toolsDir = TOOLS_DIR,
): Promise<PageBlock[]> {
  const { file } = rendered;
  const demosDir = path.join(path.dirname(contentFile), 'demos');
  const pathname = `/${path.relative(path.join(process.cwd(), 'content'), path.dirname(contentFile)).split(path.sep).join('/')}`;
  const playgroundIds = new Set<string>();
  const loaded = await Promise.all(
    rendered.blocks.map(async (block): Promise<PageBlock | null> => {
      if (block.type === 'html') return block;
      if (block.type === 'api') {
        const docs = apiDocsOfPage(block.pathname);
        if (docs.length === 0) {
          reportProblem(file, 'unknown-api', `No API reference at ${block.pathname}.`, block.place, 'Name the path of an API page, such as /material-ui/api/button or /x/api/data-grid/data-grid-premium.');
          return null;
        }
        return { type: 'api', docs: renderApiDocs(docs, links.hasPage, links.headingAnchorsOf) };
      }
      if (block.type === 'playground') {
        allApiDocs ??= loadApiDocs();
        const base = `playground-${block.options.component.split('/').pop()}`;
        let id = base;
        for (let count = 2; playgroundIds.has(id); count += 1) id = `${base}-${count}`;
        playgroundIds.add(id);
        const { model, problems } = resolvePlayground(block.options, pathname, allApiDocs, id);
        for (const problem of problems) reportProblem(file, 'playground', problem, block.place, `Change the playground's options as the message says (options: ${PLAYGROUND_OPTIONS_HELP}).`);
        return model ? { type: 'playground', playground: model } : null;
      }
      if (block.type === 'component') {
        if (!fs.existsSync(path.join(toolsDir, `${block.name}.tsx`))) {
          const tools = fs.readdirSync(toolsDir).filter((name) => /^[A-Z].*\.tsx$/.test(name)).map((name) => name.slice(0, -4));
          reportProblem(file, 'unknown-component', `The component src/tools/${block.name}.tsx does not exist.`, block.place, `Name one of the docs tools: ${tools.join(', ')}, or add src/tools/${block.name}.tsx.`);
          return null;
        }
        return { type: 'component', name: block.name };
      }
      try {
        return { type: 'demo', demo: demoForPage(await loadDemo(path.dirname(contentFile), block.directive)) };
      } catch (error) {
        const available = fs.existsSync(demosDir) ? fs.readdirSync(demosDir).filter((name) => !name.startsWith('.')).sort() : [];
        const missing = /does not exist/.test((error as Error).message);
        reportProblem(
          file,
          missing ? 'unknown-demo' : 'demo-directive',
          (error as Error).message,
          block.place,
          missing
            ? `Create ${path.relative(process.cwd(), path.join(demosDir, block.directive.demo))} or name an existing demo${available.length > 0 ? `: ${available.join(', ')}` : ' (this page has no demos/ folder yet)'}.`
            : 'Change the directive as the message says.',
        );
        return null;
      }
    }),
  );
  return loaded.filter((block): block is PageBlock => block !== null);
}
