import type { CodeVariant } from '../../preferences/codePreferences';
import { PACKAGE_VERSIONS } from '../../site/packageVersions';
import type { StylingKey } from './types';

/** Tools of a TypeScript sandbox that work with create-react-app 5 and React 18 types. */
const SANDBOX_TOOL_VERSIONS = { typescript: '4.9.5', '@types/react': '^18.3.0', '@types/react-dom': '^18.3.0' };

export interface DemoSandboxRequest {
  demo: string;
  productName: string;
  codeVariant: CodeVariant;
  code: string;
  extraFiles: Record<string, string>;
  styling?: StylingKey;
}

/** Opens the demo as a project in an online editor; the builders load only when asked. */
export async function openDemoSandbox(service: 'codesandbox' | 'stackblitz', request: DemoSandboxRequest): Promise<void> {
  const [{ createSandboxProject }, { codeSandboxPayload }, { stackBlitzPayload }, { submitFormPayload }] = await Promise.all([
    import('../sandbox/createProject'),
    import('../sandbox/codeSandbox'),
    import('../sandbox/stackBlitz'),
    import('../sandbox/submitForm'),
  ]);
  const project = createSandboxProject({
    name: request.demo,
    productName: request.productName,
    codeVariant: request.codeVariant,
    code: request.code,
    extraFiles: request.extraFiles,
    styling: request.styling,
    versions: { ...PACKAGE_VERSIONS, ...SANDBOX_TOOL_VERSIONS },
  });
  submitFormPayload(service === 'codesandbox' ? codeSandboxPayload(project) : stackBlitzPayload(project));
}
