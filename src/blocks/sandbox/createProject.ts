import { escapeHtml } from '../../site/escapeHtml';
import { resolveDependencies } from './dependencies';
import { TAILWIND_ENTRY_CSS, TAILWIND_ENTRY_PATH, TAILWIND_VERSION, tailwindConfigSource } from './tailwindSetup';
import { type SandboxDemoInput, type SandboxProject } from './types';

/** The create-react-app toolchain both services know how to run. */
export const REACT_SCRIPTS_VERSION = '5.0.1';

const BROWSERSLIST = {
  production: ['>0.2%', 'not dead', 'not op_mini all'],
  development: ['last 1 chrome version', 'last 1 firefox version', 'last 1 safari version'],
};

const TSCONFIG = {
  compilerOptions: {
    target: 'es2020',
    lib: ['dom', 'dom.iterable', 'esnext'],
    strict: true,
    jsx: 'react-jsx',
    module: 'esnext',
    moduleResolution: 'node',
    resolveJsonModule: true,
    esModuleInterop: true,
    skipLibCheck: true,
    isolatedModules: true,
    forceConsistentCasingInFileNames: true,
    noEmit: true,
  },
  include: ['src'],
};

/** Lets TS demos import CSS, CSS modules and images the way create-react-app types them. */
const REACT_APP_ENV = '/// <reference types="react-scripts" />\n';

/** `BasicButtons` → `basic-buttons`, `HTMLInputDemo` → `html-input-demo`; never empty. */
export function toKebabCase(name: string): string {
  const kebab = name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return kebab === '' ? 'demo' : kebab;
}

/**
 * Where a file the demo imports as `relativePath` lives in the project: next to the demo, under `src/`.
 * Paths that are absolute or climb out of `src/` are refused, so they cannot replace project files.
 */
export function extraFilePath(relativePath: string): string {
  const segments: string[] = [];
  for (const segment of relativePath.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.pop() === undefined) throw new Error(`Extra file ${relativePath} is outside the demo folder`);
    } else segments.push(segment);
  }
  if (relativePath.startsWith('/') || segments.length === 0) throw new Error(`Invalid extra file path ${relativePath}`);
  return `src/${segments.join('/')}`;
}

function indexSource(typescript: boolean, tailwind: boolean): string {
  const rootElement = typescript ? "document.getElementById('root') as HTMLElement" : "document.getElementById('root')";
  const stylesheet = tailwind ? `import './${TAILWIND_ENTRY_PATH.replace(/^src\//, '')}';\n` : '';
  return `import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { StyledEngineProvider } from '@mui/material/styles';
${stylesheet}import Demo from './Demo';

createRoot(${rootElement}).render(
  <React.StrictMode>
    <StyledEngineProvider injectFirst>
      <Demo />
    </StyledEngineProvider>
  </React.StrictMode>,
);
`;
}

function indexHtml(title: string): string {
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="initial-scale=1, width=device-width" />
    <title>${escapeHtml(title)}</title>
  </head>
  <body>
    <noscript>You need to enable JavaScript to run this app.</noscript>
    <div id="root"></div>
  </body>
</html>
`;
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** A complete create-react-app project running the demo, ready to send to CodeSandbox or StackBlitz. */
export function createSandboxProject(input: SandboxDemoInput): SandboxProject {
  const typescript = input.codeVariant === 'TS';
  const extension = typescript ? 'tsx' : 'jsx';
  const entry = `src/index.${extension}`;
  const demoPath = `src/Demo.${extension}`;
  const title = `${input.name} demo — ${input.productName}`;

  const tailwind = input.styling === 'tailwind';
  const resolved = resolveDependencies(input.code, input.codeVariant, input.versions);
  const dependencies: Record<string, string> = { ...resolved.dependencies, 'react-scripts': REACT_SCRIPTS_VERSION };
  if (tailwind) dependencies.tailwindcss = TAILWIND_VERSION;
  const { devDependencies } = resolved;
  const libraries = Object.entries(resolved.dependencies).map(([name, version]) => `${name}@${version}`);
  const description = `${title}. Uses ${libraries.join(', ')}${typescript ? ', in TypeScript' : ''}.`;

  const packageJson = {
    name: toKebabCase(input.name),
    version: '0.0.0',
    private: true,
    description,
    main: entry,
    scripts: { start: 'react-scripts start', build: 'react-scripts build' },
    dependencies,
    ...(typescript ? { devDependencies } : {}),
    browserslist: BROWSERSLIST,
  };

  const files: Record<string, string> = {
    'package.json': json(packageJson),
    'public/index.html': indexHtml(title),
    [entry]: indexSource(typescript, tailwind),
    [demoPath]: input.code,
  };
  if (tailwind) {
    files['tailwind.config.js'] = tailwindConfigSource();
    files[TAILWIND_ENTRY_PATH] = TAILWIND_ENTRY_CSS;
  }
  if (typescript) {
    files['tsconfig.json'] = json(TSCONFIG);
    files['src/react-app-env.d.ts'] = REACT_APP_ENV;
  }
  for (const [relativePath, content] of Object.entries(input.extraFiles ?? {})) {
    const path = extraFilePath(relativePath);
    if (path in files) throw new Error(`Extra file ${relativePath} would replace ${path}`);
    files[path] = content;
  }

  return { title, description, files, dependencies, devDependencies, entry };
}
