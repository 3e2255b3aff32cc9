import fs from 'node:fs';
import path from 'node:path';
import { apiDocsOfPage } from '../../api-reference/build/apiDocsOfPage';
import { resolveDemoSources } from '../../blocks/build/demoSources';
import { findContentFile } from '../../docsPage/build/loadDocsPage';
import type { DocsPageProps } from '../../docsPage/types';
import { splitFrontMatter } from '../../markdown/build/frontMatter';
import { installBlockMarkdown, parseInstallDirective } from '../../markdown/build/installBlock';
import { parseApiDirective, parseComponentDirective, parseDemoDirective } from '../../markdown/build/markdownDirectives';
import { parseSystemPropsDirective, systemPropsMarkdown } from '../../system-props/build/systemPropsBlock';
import { apiDocToMarkdown } from './apiMarkdown';

const STYLING_NAMES = { system: 'MUI System', tailwind: 'Tailwind CSS', css: 'Plain CSS' } as const;

function demoAsCode(pageDir: string, reference: string): string {
  const { name, sources } = resolveDemoSources(path.join(pageDir, 'demos'), reference);
  return sources
    .map((source) => {
      const label = sources.length > 1 ? ` (${STYLING_NAMES[source.styling]})` : '';
      return `Demo \`${name}\`${label}:\n\n\`\`\`tsx\n${fs.readFileSync(source.file, 'utf8').trimEnd()}\n\`\`\``;
    })
    .join('\n\n');
}

/** The body of a content page with its directives turned into Markdown: demos as code, API blocks as tables. */
function contentBody(file: string): string {
  return splitFrontMatter(fs.readFileSync(file, 'utf8'))
    .body
    .split('\n')
    .map((line) => {
      const demo = parseDemoDirective(line);
      if (demo) return demoAsCode(path.dirname(file), demo.demo);
      if (parseComponentDirective(line)) return '_An interactive tool is shown here on the website._';
      const install = parseInstallDirective(line);
      if (install) return installBlockMarkdown(install);
      const systemProps = parseSystemPropsDirective(line);
      if (systemProps) return systemPropsMarkdown(systemProps);
      const api = parseApiDirective(line);
      if (api) return apiDocsOfPage(api).map((doc) => apiDocToMarkdown(doc, 2)).join('\n');
      return line;
    })
    .join('\n')
    .replace(/^# .*\n/m, '');
}

/**
 * A docs page as Markdown, for readers and tools that want the text: title, description, body with demos
 * inlined as code, and API tables appended.
 */
export function markdownTwin(props: DocsPageProps): string {
  const { page, userLanguage } = props;
  const parts = [`# ${page.title}`, '', page.description, ''];
  const file = findContentFile(page.pathname, userLanguage);
  if (file) parts.push(contentBody(file).trim(), '');
  else if (page.status === 'planned') parts.push(`${page.title} is planned: the current release does not include it yet.`, '');
  const apiDocs = apiDocsOfPage(page.pathname);
  if (apiDocs.length > 0) parts.push(...apiDocs.map((doc) => apiDocToMarkdown(doc, 2)));
  else if (!file) parts.push('This page is being written.', '');
  return `${parts.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}

