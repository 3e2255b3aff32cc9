import { describe, expect, it } from 'vitest';
import { CODESANDBOX_DEFINE_URL, codeSandboxPayload, decodeCodeSandboxParameters } from './codeSandbox';
import { createSandboxProject } from './createProject';

const project = createSandboxProject({
  name: 'BasicButtons',
  productName: 'Material UI',
  codeVariant: 'TS',
  code: "import Button from '@mui/material/Button';\n// ünïcödé — ✓ 🎉\nexport default function Demo() {\n  return <Button>+/=?</Button>;\n}\n",
  extraFiles: { './styles.module.css': '.root { content: "a/b+c"; }\n' },
  versions: { '@mui/material': '5.15.1', react: '18.3.1', 'react-dom': '18.3.1' },
});

describe('codeSandboxPayload', () => {
  const payload = codeSandboxPayload(project);

  it('posts to the define API in a new tab', () => {
    expect(payload.action).toBe('https://codesandbox.io/api/v1/sandboxes/define');
    expect(payload.action).toBe(CODESANDBOX_DEFINE_URL);
    expect(payload.method).toBe('POST');
    expect(payload.target).toBe('_blank');
    expect(Object.keys(payload.fields).sort()).toEqual(['parameters', 'query']);
  });

  it('opens the entry file', () => {
    expect(payload.fields.query).toBe('file=/src/index.tsx');
  });

  it('encodes the parameters as URL-safe base64', () => {
    expect(payload.fields.parameters).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('round-trips every file as text content', () => {
    const decoded = decodeCodeSandboxParameters(payload.fields.parameters ?? '');
    const expected = Object.fromEntries(
      Object.entries(project.files).map(([path, content]) => [path, { content, isBinary: false }]),
    );
    expect(decoded).toEqual({ files: expected });
  });

  it('rejects parameters that are not a sandbox definition', () => {
    expect(() => decodeCodeSandboxParameters('not-valid')).toThrow();
  });
});
