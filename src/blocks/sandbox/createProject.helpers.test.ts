import { describe, expect, it } from 'vitest';
import { createSandboxProject, extraFilePath, toKebabCase } from './createProject';

describe('extra file paths', () => {
  it('resolves paths relative to the demo under src/', () => {
    expect(extraFilePath('./styles.module.css')).toBe('src/styles.module.css');
    expect(extraFilePath('./components/Card.tsx')).toBe('src/components/Card.tsx');
    expect(extraFilePath('data.json')).toBe('src/data.json');
    expect(extraFilePath('./a/../b.ts')).toBe('src/b.ts');
  });

  it('refuses paths that leave src/ or replace project files', () => {
    expect(() => extraFilePath('../package.json')).toThrow();
    expect(() => extraFilePath('/etc/passwd')).toThrow();
    expect(() =>
      createSandboxProject({
        name: 'D',
        productName: 'P',
        codeVariant: 'TS',
        code: '',
        versions: {},
        extraFiles: { './index.tsx': 'x' },
      }),
    ).toThrow(/replace/);
  });
});

describe('index.html', () => {
  it('escapes the title in index.html', () => {
    const html = createSandboxProject({
      name: 'A<b>&',
      productName: 'Material UI',
      codeVariant: 'JS',
      code: '',
      versions: {},
    }).files['public/index.html'];
    expect(html).toContain('<title>A&lt;b&gt;&amp; demo — Material UI</title>');
  });
});

describe('toKebabCase', () => {
  it.each([
    ['BasicButtons', 'basic-buttons'],
    ['HTMLInputDemo', 'html-input-demo'],
    ['DataGridPro2Demo', 'data-grid-pro2-demo'],
    ['already-kebab', 'already-kebab'],
    ['!!!', 'demo'],
  ])('%s → %s', (name, kebab) => {
    expect(toKebabCase(name)).toBe(kebab);
  });
});
