/** Code preferences of DESIGN B7: which language and which styling solution demos show. */

export const CODE_VARIANTS = { JS: 'JS', TS: 'TS' } as const;
export type CodeVariant = (typeof CODE_VARIANTS)[keyof typeof CODE_VARIANTS];
export const DEFAULT_CODE_VARIANT: CodeVariant = 'TS';

export const CODE_STYLINGS = { SYSTEM: 'MUI System', TAILWIND: 'Tailwind', CSS: 'CSS' } as const;
export type CodeStyling = (typeof CODE_STYLINGS)[keyof typeof CODE_STYLINGS];
export const DEFAULT_CODE_STYLING: CodeStyling = 'MUI System';


export function isCodeVariant(value: unknown): value is CodeVariant {
  return value === 'JS' || value === 'TS';
}

export function isCodeStyling(value: unknown): value is CodeStyling {
  return value === 'MUI System' || value === 'Tailwind' || value === 'CSS';
}

/** The variant a demo anchor names: `….tsx` is TS, `….js` is JS, anything else nothing. */
export function codeVariantFromHash(hash: string): CodeVariant | undefined {
  if (hash.endsWith('.tsx')) return 'TS';
  if (hash.endsWith('.js')) return 'JS';
  return undefined;
}

/** The styling a demo anchor names, checked as `tailwind-`, then `css-`, then `system-`. */
export function codeStylingFromHash(hash: string): CodeStyling | undefined {
  if (!hash.endsWith('.js') && !hash.endsWith('.tsx')) return undefined;
  if (hash.includes('tailwind-')) return 'Tailwind';
  if (hash.includes('css-')) return 'CSS';
  if (hash.includes('system-')) return 'MUI System';
  return undefined;
}

/** Initial variant: the URL hash wins, then a valid cookie, then TS. */
export function resolveCodeVariant(hash: string, cookie: string | undefined): CodeVariant {
  return codeVariantFromHash(hash) ?? (isCodeVariant(cookie) ? cookie : DEFAULT_CODE_VARIANT);
}

/** Initial styling: the URL hash wins, then a valid cookie, then MUI System. */
export function resolveCodeStyling(hash: string, cookie: string | undefined): CodeStyling {
  return codeStylingFromHash(hash) ?? (isCodeStyling(cookie) ? cookie : DEFAULT_CODE_STYLING);
}
