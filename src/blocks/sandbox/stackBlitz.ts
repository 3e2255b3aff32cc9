import { type FormPayload, type SandboxProject } from './types';

export const STACKBLITZ_RUN_URL = 'https://stackblitz.com/run';

/** The file StackBlitz opens: the demo itself when present, else the entry file. */
export function stackBlitzOpenFile(project: SandboxProject): string {
  return Object.keys(project.files).find((path) => /^src\/Demo\.[jt]sx?$/.test(path)) ?? project.entry;
}

/**
 * The form that creates the project on StackBlitz with its create-react-app template. The dependencies go
 * both in `package.json` (a file like the others) and in `project[dependencies]`, devDependencies included.
 */
export function stackBlitzPayload(project: SandboxProject): FormPayload {
  const fields: Record<string, string> = {
    'project[title]': project.title,
    'project[description]': project.description,
    'project[template]': 'create-react-app',
    'project[dependencies]': JSON.stringify({ ...project.dependencies, ...project.devDependencies }),
  };
  for (const [path, content] of Object.entries(project.files)) fields[`project[files][${path}]`] = content;
  return {
    action: `${STACKBLITZ_RUN_URL}?file=${encodeURIComponent(stackBlitzOpenFile(project))}`,
    method: 'POST',
    target: '_blank',
    fields,
  };
}
