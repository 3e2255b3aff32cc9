import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const BROWSER_IMPORT_PATTERNS = [
  { group: ['**/build/*', '**/build'], message: 'Build-time code must not be imported by browser code.' },
  { group: ['node:*', 'fs', 'path', 'child_process'], message: 'Node modules are for build-time code only.' },
];

export default tseslint.config(
  { ignores: ['.next/**', 'out/**', 'out-ga/**', '.cache/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks, '@next/next': nextPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      '@next/next/no-html-link-for-pages': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Node-only code lives in build/ folders and never reaches the browser bundle. Only routes
    // (for getStaticProps), other build code, scripts and tests may import it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/pages/**', 'src/generated/**', 'src/**/build/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: BROWSER_IMPORT_PATTERNS,
          paths: [{ name: 'next/link', message: 'Use src/routing/Link: it prefetches on hover, not on entering the viewport.' }],
        },
      ],
    },
  },
  {
    // The one place that wraps next/link.
    files: ['src/routing/Link.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: BROWSER_IMPORT_PATTERNS }] },
  },
  {
    // Demos are written for readers to copy into any React app, where next/image may not exist.
    files: ['content/**/*.{ts,tsx}'],
    rules: { '@next/next/no-img-element': 'off' },
  },
);
