import { styled } from '../theme/styled';
import { textLinkStyles } from '../theme/linkStyles';

/** Width of the reading column at most, and of the table of contents beside it. */
const ARTICLE_MAX_WIDTH = 860;
const TOC_WIDTH = 240;

/**
 * The reading column beside the table of contents, shared by docs pages and blog posts. A grid whose
 * columns are set before the table of contents arrives: a long page is painted while its HTML is still
 * being read, and with the column placed by its sibling the article jumped sideways when the table of
 * contents (after it in the HTML) appeared.
 */
export const ArticleColumns = styled('div', { shouldForwardProp: (prop) => prop !== 'withToc' })<{ withToc: boolean }>(({ theme, withToc }) => ({
  display: 'grid',
  gridTemplateColumns: `minmax(0, ${ARTICLE_MAX_WIDTH}px)`,
  justifyContent: 'center',
  alignItems: 'start',
  ...(withToc ? { [theme.breakpoints.up('md')]: { gridTemplateColumns: `minmax(0, ${ARTICLE_MAX_WIDTH}px) ${TOC_WIDTH}px` } } : {}),
}));

export const Article = styled('article')(({ theme }) => ({
  ...textLinkStyles(theme),
  minWidth: 0,
  padding: '24px 16px 64px',
  [theme.breakpoints.up('sm')]: { padding: '32px 32px 80px' },
}));
