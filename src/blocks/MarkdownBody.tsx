import { styled } from '../theme/styled';
import { APP_BAR_HEIGHT } from '../layout/appBarHeight';
import { MONOSPACE_FONT_FAMILY } from '../theme/fonts';
import { calloutStyles } from './calloutStyles';
import { codeBlockStyles } from './CodeBlockStyles';
import { installBlockStyles } from './install/installBlockStyles';

/** Typography of rendered Markdown: headings with anchors, paragraphs, lists, code and tables. */
export const MarkdownBody = styled('div')(({ theme }) => ({
  fontSize: '1rem',
  lineHeight: 1.7,
  color: theme.vars.palette.text.primary,
  '& .description': { fontSize: '1.125rem', color: theme.vars.palette.text.secondary, marginTop: 0 },
  '& h2, & h3': {
    position: 'relative',
    scrollMarginTop: APP_BAR_HEIGHT + 16,
    '& .anchor-link': {
      marginInlineStart: 8,
      color: theme.vars.palette.text.secondary,
      textDecoration: 'none',
      opacity: 0,
      transition: 'opacity 120ms',
    },
    '&:hover .anchor-link, & .anchor-link:focus': { opacity: 1 },
  },
  '& h2': { ...theme.typography.h2, margin: '40px 0 12px' },
  '& h3': { ...theme.typography.h3, margin: '32px 0 8px' },
  '& p, & ul, & ol': { margin: '0 0 16px' },
  '& li': { marginBottom: 4 },
  '& a': { color: theme.vars.palette.primary.main, textUnderlineOffset: 3 },
  '& pre code': { padding: 0, backgroundColor: 'transparent' },
  '& :not(pre) > code': {
    fontFamily: MONOSPACE_FONT_FAMILY,
    fontSize: '0.875em',
    padding: '1px 5px',
    borderRadius: 6,
    backgroundColor: theme.vars.palette.action.hover,
    // Long identifiers (unstable_ignoreValueFormatterDuringExport) break rather than widen a phone's page.
    overflowWrap: 'anywhere',
  },
  // Plain <pre> written as HTML; fenced blocks are styled by codeBlockStyles and okaidia.
  '& pre:not([class*="language-"])': {
    margin: '0 0 20px',
    padding: 16,
    overflowX: 'auto',
    borderRadius: theme.shape.borderRadius,
    backgroundColor: '#0f1215',
    color: '#e8eaed',
    fontSize: '0.875rem',
    lineHeight: 1.6,
    '& code': { padding: 0, backgroundColor: 'transparent', fontSize: 'inherit', color: 'inherit' },
  },
  '& table': { width: '100%', borderCollapse: 'collapse', margin: '0 0 20px', fontSize: '0.9375rem', display: 'block', overflowX: 'auto' },
  '& th, & td': { textAlign: 'start', padding: '8px 12px', borderBottom: `1px solid ${theme.vars.palette.divider}` },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: theme.shape.borderRadius },
  ...codeBlockStyles(theme),
  ...installBlockStyles(theme),
  ...calloutStyles(theme),
  // Generated API index pages (src/api-reference/build/apiIndexPage.ts).
  '& .api-index-list': { paddingInlineStart: 20, '& li': { marginBottom: 12 }, '& small': { color: theme.vars.palette.text.secondary } },
  '& .api-index-plan': {
    display: 'inline-block',
    marginInlineStart: 6,
    padding: '0 6px',
    borderRadius: 4,
    fontSize: '0.75rem',
    fontWeight: 600,
    border: `1px solid ${theme.vars.palette.divider}`,
    color: theme.vars.palette.text.secondary,
  },
  '& blockquote': {
    margin: '0 0 16px',
    padding: '4px 16px',
    borderInlineStart: `4px solid ${theme.vars.palette.divider}`,
    color: theme.vars.palette.text.secondary,
  },
}));
