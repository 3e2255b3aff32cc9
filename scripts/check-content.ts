// Checks content pages quickly, without a full build: renders each page's Markdown as the build does
// (front matter, directives, demos with their derived JS), type-checks its demos against the installed
// packages, renders every demo on the server while watching console.error, and checks internal links
// and their #hash targets, and the Chinese translation's headings. Each problem is printed as
// `file:line:column: what is wrong`, with what to do below it.
//
//   npm run check:content -- /material-ui/react-button /material-ui/react-chip
//   npm run check:content -- --prefix /material-ui/
//
// Exits non-zero when any page has a problem.
import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { findContentFile, loadDocsPage } from '../src/docsPage/build/loadDocsPage';
import { listStaticPages } from '../src/docsPage/build/staticPages';
import type { DocsPageProps } from '../src/docsPage/types';
import { typeCheckDemos } from '../src/blocks/build/typeCheckDemos';
import { demoInTheme } from '../src/blocks/build/demoInTheme';
import { isMissingLicenseKeyNotice } from '../src/dataGrid/licenseNotice';
import { formatMessage } from '../src/markdown/build/contentMessages';
import { commandLineError, list, readCommandLine, type CommandLineSpec, type OptionSpecs } from '../src/cli/build/parseCommandLine';

const root = path.resolve(__dirname, '..');

const SITE_PATH = {
  rule: 'starts with /',
  parse: (raw: string) => {
    if (!raw.startsWith('/')) throw new Error(`expected a pathname such as /material-ui/, got "${raw}"`);
    return raw;
  },
};

const COMMAND_LINE = {
  command: 'npm run check:content --',
  summary: 'Checks content pages without a full build: renders them, type-checks and renders their demos, checks their internal links.',
  options: {
    prefix: list({ form: '/PATH/', description: 'check every page whose pathname starts with this', rule: SITE_PATH }),
  },
  positionals: { form: '[PATHNAME…]', description: 'pages to check: /material-ui/react-button (give pathnames, --prefix or both)' },
} satisfies CommandLineSpec<OptionSpecs>;

/** The pathnames to check; exits 2 with the valid options when the command line names none. */
function parseArgs(argv: string[]): string[] {
  const { values, positionals } = readCommandLine(COMMAND_LINE, argv);
  const pages = listStaticPages().map((page) => page.pathname);
  const wanted = [
    ...positionals.map((arg) => arg.replace(/\/+$/, '') || '/'),
    ...values.prefix.flatMap((prefix) => pages.filter((page) => `${page}/`.startsWith(prefix))),
  ];
  if (wanted.length === 0) {
    const problem = values.prefix.length > 0 ? `no page starts with ${values.prefix.join(' or ')}` : 'name the pages to check';
    console.error(commandLineError(COMMAND_LINE, problem).message);
    process.exit(2);
  }
  return [...new Set(wanted)];
}

function demoFilesOf(props: DocsPageProps): string[] {
  return props.page.body.flatMap((block) =>
    block.type === 'demo' ? block.demo.variants.map((variant) => path.join(root, variant.sourcePath)) : [],
  );
}

async function renderDemo(pathname: string, file: string): Promise<string[]> {
  // CSS modules need the bundler; those demos are rendered by the browser tests only.
  if (/from '\.[^']*\.css'/.test(fs.readFileSync(file, 'utf8'))) return [];
  const errors: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    // The server render never sets a licence key (the site sets it in the browser): the Pro and Premium
    // grids' own missing-key notice is expected here.
    if (!isMissingLicenseKeyNotice(text)) errors.push(text.slice(0, 400));
  };
  try {
    const demoModule = (await import(file)) as { default?: React.ComponentType };
    if (typeof demoModule.default !== 'function') return ['the demo has no default export'];
    renderToString(demoInTheme(pathname, React.createElement(demoModule.default)));
  } catch (error) {
    errors.push(`render threw: ${(error as Error).message}`);
  } finally {
    console.error = original;
  }
  return errors;
}

async function main(): Promise<void> {
  const pathnames = parseArgs(process.argv.slice(2));
  const exported = new Set(listStaticPages().map((page) => page.pathname));
  const loaded: Array<{ pathname: string; props: DocsPageProps }> = [];
  let failures = 0;
  const report = (pathname: string, problems: string[]) => {
    if (problems.length === 0) return;
    failures += 1;
    console.log(`✗ ${pathname}`);
    for (const problem of problems) console.log(problem.replace(/^/gm, '  '));
  };

  for (const pathname of pathnames) {
    if (!exported.has(pathname)) {
      report(pathname, ['not a page of the site']);
      continue;
    }
    try {
      const props = await loadDocsPage(pathname, 'en');
      if (props.page.status !== 'written') {
        report(pathname, [`no content yet (the page is "${props.page.status}")`]);
        continue;
      }
      if (!findContentFile(pathname, 'en')) continue; // a generated API page: its data is checked by its own tests
      loaded.push({ pathname, props });
      // The translation too: its headings must match the English page's, and its links lead somewhere.
      if (findContentFile(pathname, 'zh')?.endsWith('index.zh.md')) await loadDocsPage(pathname, 'zh');
    } catch (error) {
      report(pathname, [(error as Error).message]);
    }
  }

  // Each demo file with the page that shows it (the first such page), whose theme it renders in.
  const pageOfDemo = new Map<string, string>();
  for (const { pathname, props } of loaded) {
    for (const file of demoFilesOf(props)) if (/\.tsx?$/.test(file) && !pageOfDemo.has(file)) pageOfDemo.set(file, pathname);
  }
  const demoFiles = [...pageOfDemo.keys()];
  for (const file of typeCheckDemos(demoFiles, root)) report(file.path, file.messages.map(formatMessage));

  for (const [file, pathname] of pageOfDemo) report(path.relative(root, file), await renderDemo(pathname, file));

  for (const { pathname, props } of loaded) {
    const demos = props.page.body.filter((block) => block.type === 'demo').length;
    const words = props.page.body
      .map((block) => (block.type === 'html' ? block.html.replace(/<[^>]+>/g, ' ') : ''))
      .join(' ')
      .split(/\s+/)
      .filter(Boolean).length;
    console.log(`  ${pathname}: ${demos} demos, ~${words} words, ${props.page.toc.length} sections`);
  }
  console.log(`${pathnames.length} pages, ${demoFiles.length} demo files checked; ${failures} with problems.`);
  if (failures > 0) process.exitCode = 1;

}

void main();
