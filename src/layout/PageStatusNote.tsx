import { styled } from '@mui/material/styles';
import type { DocsPageModel } from '../docsPage/types';
import { useTranslate } from '../i18n/I18nProvider';

const Note = styled('p')(({ theme }) => ({
  margin: '0 0 24px',
  padding: '12px 16px',
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.vars.palette.divider}`,
  color: theme.vars.palette.text.secondary,
}));

/** The one honest line of a page whose content has not landed, or of a planned component. */
export function PageStatusNote({ page, productName }: { page: DocsPageModel; productName: string }) {
  const t = useTranslate();
  const text =
    page.status === 'planned'
      ? t('page.planned', { params: { title: page.title, product: productName } })
      : t('page.beingWritten');
  return (
    <Note role="note" data-page-status={page.status}>
      {text}
    </Note>
  );
}
