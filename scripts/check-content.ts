// Checks content pages quickly, without a full build: renders each page's Markdown as the build does
// (front matter, directives, demos with their derived JS), type-checks its demos against the installed
// packages, renders every demo on the server while watching console.error, and checks internal links
// and their #hash targets.
//
//   npm run check:content -- /material-ui/react-button /material-ui/react-chip
//   npm run check:content -- --prefix /material-ui/
//
// Exits non-zero when any page has a problem.
import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import ts from 'typescript';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { findContentFile, loadDocsPage } from '../src/docsPage/build/loadDocsPage';
import { listStaticPages } from '../src/docsPage/build/staticPages';
import type { DocsPageProps } from '../src/docsPage/types';

const root = path.resolve(__dirname, '..');

function parseArgs(argv: string[]): string[] {
  const pages = listStaticPages().map((page) => page.pathname);
  const wanted: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (arg === '--prefix') {
      const prefix = argv[(index += 1)] ?? '';
      wanted.push(...pages.filter((page) => `${page}/`.startsWith(prefix)));
    } else {
      wanted.push(arg.replace(/\/+$/, '') || '/');
    }
  }
  return [...new Set(wanted)];
}

const tocCache = new Map<string, Promise<Set<string> | null>>();

function hashesOf(pathname: string): Promise<Set<string> | null> {
  let pending = tocCache.get(pathname);
  if (!pending) {
    pending = loadDocsPage(pathname, 'en')
      .then((props) => {
        const hashes = new Set<string>();
        const walk = (entries: DocsPageProps['page']['toc']) => {
          for (const entry of entries) {
            hashes.add(entry.hash);
            walk(entry.children);
          }
        };
        walk(props.page.toc);
        for (const block of props.page.body) {
          if (block.type === 'html') for (const match of block.html.matchAll(/\sid="([^"]+)"/g)) hashes.add(match[1]!);
          if (block.type === 'demo') hashes.add(block.demo.name);
        }
        return hashes;
      })
      .catch(() => null);
    tocCache.set(pathname, pending);
  }
  return pending;
}

async function checkLinks(props: DocsPageProps, exported: Set<string>): Promise<string[]> {
  const problems: string[] = [];
  for (const block of props.page.body) {
    if (block.type !== 'html') continue;
    for (const match of block.html.matchAll(/\shref="([^"]+)"/g)) {
      const href = match[1]!.replace(/&amp;/g, '&');
      if (!href.startsWith('/') && !href.startsWith('#')) continue;
      const [rawPath, hash] = href.split('#') as [string, string | undefined];
      const target = rawPath === '' ? props.page.pathname : rawPath.replace(/^\/zh(?=\/)/, '').replace(/\?.*$/, '').replace(/\/$/, '') || '/';
      if (rawPath !== '' && !exported.has(target) && !/\.[a-z0-9]+$/i.test(target) && target !== '/' && target !== '/blog' && target !== '/versions') {
        problems.push(`link to ${href}: no such page`);
        continue;
      }
      if (hash && exported.has(target)) {
        const hashes = await hashesOf(target);
        if (hashes && !hashes.has(decodeURIComponent(hash))) problems.push(`link to ${href}: no #${hash} on that page`);
      }
    }
  }
  return problems;
}

function demoFilesOf(props: DocsPageProps): string[] {
  return props.page.body.flatMap((block) =>
    block.type === 'demo' ? block.demo.variants.map((variant) => path.join(root, variant.sourcePath)) : [],
  );
}

function typeCheck(files: string[]): Map<string, string[]> {
  const problems = new Map<string, string[]>();
  if (files.length === 0) return problems;
  const configFile = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
  const program = ts.createProgram([...files, path.join(root, 'next-env.d.ts')], { ...parsed.options, incremental: false, noEmit: true });
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file?.fileName ?? 'project';
    const position = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start) : null;
    const text = `${position ? `${position.line + 1}:${position.character + 1} ` : ''}${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    const key = path.relative(root, file);
    problems.set(key, [...(problems.get(key) ?? []), text]);
  }
  return problems;
}

async function renderDemo(file: string): Promise<string[]> {
  // CSS modules need the bundler; those demos are rendered by the browser tests only.
  if (/from '\.[^']*\.css'/.test(fs.readFileSync(file, 'utf8'))) return [];
  const errors: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args.map(String).join(' ').slice(0, 400));
  try {
    const demoModule = (await import(file)) as { default?: React.ComponentType };
    if (typeof demoModule.default !== 'function') return ['the demo has no default export'];
    renderToString(React.createElement(ThemeProvider, { theme: createTheme() }, React.createElement(demoModule.default)));
  } catch (error) {
    errors.push(`render threw: ${(error as Error).message}`);
  } finally {
    console.error = original;
  }
  return errors;
}

async function main(): Promise<void> {
  const pathnames = parseArgs(process.argv.slice(2));
  if (pathnames.length === 0) {
    console.error('Usage: npm run check:content -- <pathname…> | --prefix /material-ui/');
    process.exit(2);
  }
  const exported = new Set(listStaticPages().map((page) => page.pathname));
  const loaded: Array<{ pathname: string; props: DocsPageProps }> = [];
  let failures = 0;
  const report = (pathname: string, problems: string[]) => {
    if (problems.length === 0) return;
    failures += 1;
    console.log(`✗ ${pathname}`);
    for (const problem of problems) console.log(`    ${problem}`);
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
      report(pathname, await checkLinks(props, exported));
    } catch (error) {
      report(pathname, [(error as Error).message]);
    }
  }

  const demoFiles = [...new Set(loaded.flatMap(({ props }) => demoFilesOf(props)))].filter((file) => /\.tsx?$/.test(file));
  const typeProblems = typeCheck(demoFiles);
  for (const [file, problems] of typeProblems) report(file, problems);

  for (const file of demoFiles) report(path.relative(root, file), await renderDemo(file));

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
