import { styled } from '@mui/material/styles';

/** The reading column beside the table of contents, shared by docs pages and blog posts. */
export const ArticleColumns = styled('div')({ display: 'flex', alignItems: 'flex-start', justifyContent: 'center' });

export const Article = styled('article')(({ theme }) => ({
  flexGrow: 1,
  minWidth: 0,
  maxWidth: 860,
  padding: '24px 16px 64px',
  [theme.breakpoints.up('sm')]: { padding: '32px 32px 80px' },
}));
