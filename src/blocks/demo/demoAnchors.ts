import type { CodeStyling, CodeVariant } from '../../preferences/codePreferences';
import type { StylingKey } from './types';

const STYLING_KEY_OF: Record<CodeStyling, StylingKey> = { 'MUI System': 'system', Tailwind: 'tailwind', CSS: 'css' };
const CODE_STYLING_OF: Record<StylingKey, CodeStyling> = { system: 'MUI System', tailwind: 'Tailwind', css: 'CSS' };

export function stylingKeyOf(styling: CodeStyling): StylingKey {
  return STYLING_KEY_OF[styling];
}

export function codeStylingOf(key: StylingKey): CodeStyling {
  return CODE_STYLING_OF[key];
}

/** Anchor of a demo's source: `BasicButtons.tsx`, or `tailwind-FancyButton.js` for a styling variant. */
export function demoAnchor(name: string, variant: CodeVariant, styling?: StylingKey): string {
  const prefix = styling ? `${styling}-` : '';
  return `${prefix}${name}.${variant === 'TS' ? 'tsx' : 'js'}`;
}

/** Every anchor a demo answers to (both languages, with and without each styling prefix). */
export function allDemoAnchors(name: string, stylings: readonly StylingKey[]): string[] {
  const anchors: string[] = [];
  for (const variant of ['JS', 'TS'] as const) {
    anchors.push(demoAnchor(name, variant));
    if (stylings.length > 1) for (const styling of stylings) anchors.push(demoAnchor(name, variant, styling));
  }
  return anchors;
}

/** The demo a URL hash names, by its name without styling prefix and extension. */
export function demoNameFromHash(hash: string): string | null {
  const match = /^(?:(?:system|tailwind|css)-)?([A-Za-z0-9_-]+)\.(?:js|tsx)$/.exec(hash);
  return match?.[1] ?? null;
}

