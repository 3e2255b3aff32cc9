/** Types shared by the "open in CodeSandbox" and "open in StackBlitz" actions of a live demo. */

export type CodeVariant = 'TS' | 'JS';

export interface SandboxDemoInput {
  /** Demo name, e.g. 'BasicButtons'. */
  name: string;
  /** Product name for the title, e.g. 'Material UI', 'Joy UI', 'Base UI', 'MUI System', 'Data Grid'. */
  productName: string;
  codeVariant: CodeVariant;
  /** Source of the demo in that variant (TSX or JSX). */
  code: string;
  /** Other files the demo imports relatively, by path relative to the demo file, e.g. {'./styles.module.css': '...'} */
  extraFiles?: Record<string, string>;
  /**
   * The styling variant the reader opened (Base UI demos). `tailwind` adds Tailwind CSS to the project: its
   * config, an entry stylesheet with the directives imported by the entry file, and the dependency.
   */
  styling?: 'system' | 'tailwind' | 'css';
  /** Exact versions of the packages this site documents, e.g. {'@mui/material': '5.15.1', ...}. */
  versions: Record<string, string>;
}

export interface SandboxProject {
  /** `${name} demo — ${productName}` (em dash). */
  title: string;
  description: string;
  /** Path → content. */
  files: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  /** Entry file path, e.g. 'src/index.tsx'. */
  entry: string;
}

export interface FormPayload {
  action: string;
  method: 'POST';
  target: '_blank';
  fields: Record<string, string>;
}
