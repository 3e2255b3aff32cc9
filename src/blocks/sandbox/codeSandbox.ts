import { compressToBase64, decompressFromBase64 } from 'lz-string';
import { type FormPayload, type SandboxProject } from './types';

export const CODESANDBOX_DEFINE_URL = 'https://codesandbox.io/api/v1/sandboxes/define';

export interface CodeSandboxFile {
  content: string;
  isBinary: boolean;
}

export interface CodeSandboxDefinition {
  files: Record<string, CodeSandboxFile>;
}

/** lz-string base64 made URL-safe: `+` → `-`, `/` → `_`, no `=` padding. */
function toUrlSafeBase64(base64: string): string {
  return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromUrlSafeBase64(urlSafe: string): string {
  const base64 = urlSafe.replace(/-/g, '+').replace(/_/g, '/');
  return base64.padEnd(Math.ceil(base64.length / 4) * 4, '=');
}

/** The form that creates the project on CodeSandbox (define API) and opens its entry file. */
export function codeSandboxPayload(project: SandboxProject): FormPayload {
  const files: Record<string, CodeSandboxFile> = {};
  for (const [path, content] of Object.entries(project.files)) files[path] = { content, isBinary: false };
  const definition: CodeSandboxDefinition = { files };
  return {
    action: CODESANDBOX_DEFINE_URL,
    method: 'POST',
    target: '_blank',
    fields: {
      parameters: toUrlSafeBase64(compressToBase64(JSON.stringify(definition))),
      query: `file=/${project.entry}`,
    },
  };
}

function isCodeSandboxFile(value: unknown): value is CodeSandboxFile {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Record<string, unknown>;
  return typeof file.content === 'string' && typeof file.isBinary === 'boolean';
}

/** Reverses the `parameters` field of {@link codeSandboxPayload}; throws on anything else. */
export function decodeCodeSandboxParameters(parameters: string): CodeSandboxDefinition {
  const text = decompressFromBase64(fromUrlSafeBase64(parameters));
  if (!text) throw new Error('CodeSandbox parameters do not decompress');
  const parsed: unknown = JSON.parse(text);
  const files = typeof parsed === 'object' && parsed !== null ? (parsed as { files?: unknown }).files : undefined;
  if (typeof files !== 'object' || files === null || !Object.values(files).every(isCodeSandboxFile)) {
    throw new Error('CodeSandbox parameters hold no valid files');
  }
  return { files: files as Record<string, CodeSandboxFile> };
}
