import { styled } from '@mui/material/styles';
import type { DocsPageModel } from '../docsPage/types';

const Note = styled('p')(({ theme }) => ({
  margin: '0 0 24px',
  padding: '12px 16px',
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.vars.palette.divider}`,
  color: theme.vars.palette.text.secondary,
}));

/** The one honest line of a page whose content has not landed, or of a planned component. */
export function PageStatusNote({ page, productName }: { page: DocsPageModel; productName: string }) {
  const text =
    page.status === 'planned'
      ? `${page.title} is planned for ${productName}: the current release does not include it yet.`
      : 'This page is being written. Its content has not been published yet.';
  return (
    <Note role="note" data-page-status={page.status}>
      {text}
    </Note>
  );
}
