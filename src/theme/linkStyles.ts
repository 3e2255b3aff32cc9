import type { CSSObject, Theme } from '@mui/material/styles';

/**
 * The site's text links: the primary colour in either mode, underline offset as in the docs body. Scoped to
 * links without a class of their own, so styled links (cards, buttons, toolbars) keep theirs.
 */
export function textLinkStyles(theme: Theme): CSSObject {
  return { '& a:not([class])': { color: theme.vars.palette.primary.main, textUnderlineOffset: 3 } };
}
