import type { CSSObject } from '@emotion/react';
import type { ShellTheme } from './shellTheme';

/**
 * The site's text links: the primary colour in either mode, underline offset as in the docs body. Scoped to
 * links without a class of their own, so styled links (cards, buttons, toolbars) keep theirs.
 */
export function textLinkStyles(theme: ShellTheme): CSSObject {
  return { '& a:not([class])': { color: theme.vars.palette.primary.main, textUnderlineOffset: 3 } };
}
