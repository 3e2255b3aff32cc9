import { describe, expect, it } from 'vitest';
import { createSandboxProject } from './createProject';
import { STACKBLITZ_RUN_URL, stackBlitzPayload } from './stackBlitz';
import { type CodeVariant } from './types';

function project(codeVariant: CodeVariant) {
  return createSandboxProject({
    name: 'DataGridProDemo',
    productName: 'Data Grid',
    codeVariant,
    code: "import { DataGridPro } from '@mui/x-data-grid-pro';\nexport default function Demo() {\n  return <DataGridPro rows={[]} columns={[]} />;\n}\n",
    extraFiles: { './data.json': '[]\n' },
    versions: { '@mui/material': '5.15.1', '@mui/x-data-grid-pro': '6.18.7', typescript: '5.9.3' },
  });
}

describe('stackBlitzPayload', () => {
  const tsProject = project('TS');
  const payload = stackBlitzPayload(tsProject);

  it('posts to /run in a new tab, opening the demo file', () => {
    expect(payload.action).toBe(`${STACKBLITZ_RUN_URL}?file=src%2FDemo.tsx`);
    expect(payload.method).toBe('POST');
    expect(payload.target).toBe('_blank');
    expect(stackBlitzPayload(project('JS')).action).toBe('https://stackblitz.com/run?file=src%2FDemo.jsx');
  });

  it('uses the create-react-app template, the title with an em dash and the description', () => {
    expect(payload.fields['project[template]']).toBe('create-react-app');
    expect(payload.fields['project[title]']).toBe('DataGridProDemo demo — Data Grid');
    expect(payload.fields['project[description]']).toBe(tsProject.description);
  });

  it('sends every file, package.json included, as a field', () => {
    const fileFields = Object.keys(payload.fields).filter((name) => name.startsWith('project[files]['));
    expect(fileFields).toHaveLength(Object.keys(tsProject.files).length);
    for (const [path, content] of Object.entries(tsProject.files)) {
      expect(payload.fields[`project[files][${path}]`]).toBe(content);
    }
    expect(payload.fields['project[files][package.json]']).toBeDefined();
    expect(payload.fields['project[files][src/data.json]']).toBe('[]\n');
  });

  it('sends dependencies merged with devDependencies as JSON', () => {
    const dependencies = JSON.parse(payload.fields['project[dependencies]'] ?? '') as Record<string, string>;
    expect(dependencies).toEqual({ ...tsProject.dependencies, ...tsProject.devDependencies });
    expect(dependencies['@mui/x-data-grid-pro']).toBe('6.18.7');
    expect(dependencies.typescript).toBe('5.9.3');
    expect(dependencies['react-scripts']).toBe('5.0.1');
  });
});
