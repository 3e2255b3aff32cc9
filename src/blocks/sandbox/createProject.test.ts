import { describe, expect, it } from 'vitest';
import { createSandboxProject, REACT_SCRIPTS_VERSION } from './createProject';
import { type SandboxDemoInput } from './types';

const VERSIONS = {
  react: '18.3.1',
  'react-dom': '18.3.1',
  '@emotion/react': '11.14.0',
  '@emotion/styled': '11.14.1',
  '@mui/material': '5.15.1',
  '@mui/icons-material': '5.15.1',
};

const TS_CODE = `import * as React from 'react';
import Button from '@mui/material/Button';
import SendIcon from '@mui/icons-material/Send';
import styles from './styles.module.css';

export default function BasicButtons() {
  return <Button className={styles.root} endIcon={<SendIcon />}>Send</Button>;
}
`;

function input(overrides: Partial<SandboxDemoInput> = {}): SandboxDemoInput {
  return {
    name: 'BasicButtons',
    productName: 'Material UI',
    codeVariant: 'TS',
    code: TS_CODE,
    extraFiles: { './styles.module.css': '.root { color: red; }\n' },
    versions: VERSIONS,
    ...overrides,
  };
}

type Deps = Record<string, string>;
interface PackageJson {
  name: string;
  private: boolean;
  scripts: Deps;
  dependencies: Deps;
  devDependencies?: Deps;
}

function file(files: Record<string, string>, path: string): string {
  const content = files[path];
  if (content === undefined) throw new Error(`missing ${path}`);
  return content;
}

describe('createSandboxProject (TS)', () => {
  const project = createSandboxProject(input());

  it('has exactly the files of a create-react-app TypeScript project', () => {
    expect(Object.keys(project.files).sort()).toEqual(
      [
        'package.json',
        'public/index.html',
        'src/Demo.tsx',
        'src/index.tsx',
        'src/react-app-env.d.ts',
        'src/styles.module.css',
        'tsconfig.json',
      ].sort(),
    );
    expect(project.entry).toBe('src/index.tsx');
  });

  it('titles the project with an em dash and describes its libraries', () => {
    expect(project.title).toBe('BasicButtons demo — Material UI');
    expect(project.description).toContain('@mui/material@5.15.1');
    expect(project.description).toContain('react@18.3.1');
    expect(project.description).toContain('@mui/icons-material@5.15.1');
  });

  it('writes a package.json with the exact versions passed in and react-scripts', () => {
    const pkg = JSON.parse(file(project.files, 'package.json')) as PackageJson;
    expect(pkg.name).toBe('basic-buttons');
    expect(pkg.private).toBe(true);
    expect(pkg.scripts).toEqual({ start: 'react-scripts start', build: 'react-scripts build' });
    for (const [name, version] of Object.entries(VERSIONS)) expect(pkg.dependencies[name]).toBe(version);
    expect(pkg.dependencies['react-scripts']).toBe(REACT_SCRIPTS_VERSION);
    expect(pkg.dependencies).toEqual(project.dependencies);
    expect(pkg.devDependencies).toEqual(project.devDependencies);
    expect(Object.keys(pkg.devDependencies ?? {}).sort()).toEqual(['@types/react', '@types/react-dom', 'typescript']);
    expect(file(project.files, 'package.json')).toMatch(/"browserslist": \{\s*"production": \[/);
  });

  it('keeps the demo code and places the extra files next to it', () => {
    expect(project.files['src/Demo.tsx']).toBe(TS_CODE);
    expect(project.files['src/styles.module.css']).toBe('.root { color: red; }\n');
  });

  it('renders the demo inside StrictMode and StyledEngineProvider into #root', () => {
    const index = file(project.files, 'src/index.tsx');
    expect(index).toContain("import Demo from './Demo';");
    expect(index).toContain("import { createRoot } from 'react-dom/client';");
    expect(index).toMatch(/<React\.StrictMode>\s*<StyledEngineProvider injectFirst>\s*<Demo \/>/);
    expect(index).toContain("createRoot(document.getElementById('root') as HTMLElement)");
  });

  it('serves a page with a #root, the title and no third-party fonts', () => {
    const html = file(project.files, 'public/index.html');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<title>BasicButtons demo — Material UI</title>');
    expect(html).not.toMatch(/<link|fonts\.googleapis|https?:\/\//);
  });

  it('configures TypeScript strictly for create-react-app', () => {
    const tsconfig = JSON.parse(file(project.files, 'tsconfig.json')) as {
      compilerOptions: Record<string, unknown>;
      include: string[];
    };
    expect(tsconfig.compilerOptions).toMatchObject({
      strict: true,
      jsx: 'react-jsx',
      moduleResolution: 'node',
      target: 'es2020',
      lib: expect.arrayContaining(['dom', 'esnext']) as unknown,
      esModuleInterop: true,
      skipLibCheck: true,
      isolatedModules: true,
      noEmit: true,
    });
    expect(tsconfig.include).toEqual(['src']);
  });
});

describe('createSandboxProject (JS)', () => {
  const code = "import Button from '@mui/joy/Button';\nexport default function Demo() { return <Button />; }\n";
  const project = createSandboxProject(
    input({ codeVariant: 'JS', code, productName: 'Joy UI', extraFiles: undefined, name: 'HTMLButtonDemo' }),
  );

  it('has exactly the files of a create-react-app JavaScript project, without tsconfig', () => {
    expect(Object.keys(project.files).sort()).toEqual([
      'package.json',
      'public/index.html',
      'src/Demo.jsx',
      'src/index.jsx',
    ]);
    expect(project.entry).toBe('src/index.jsx');
    expect(project.files['src/Demo.jsx']).toBe(code);
  });

  it('has no devDependencies and adds the imported packages', () => {
    const pkg = JSON.parse(file(project.files, 'package.json')) as PackageJson;
    expect(pkg.name).toBe('html-button-demo');
    expect(pkg.devDependencies).toBeUndefined();
    expect(project.devDependencies).toEqual({});
    expect(pkg.dependencies['@mui/joy']).toBe('latest');
    expect(pkg.dependencies['react-scripts']).toBe(REACT_SCRIPTS_VERSION);
  });

  it('renders the demo without TypeScript syntax', () => {
    const index = file(project.files, 'src/index.jsx');
    expect(index).toContain("import Demo from './Demo';");
    expect(index).toContain("createRoot(document.getElementById('root'))");
    expect(index).not.toMatch(/as HTMLElement|!\)/);
  });
});
