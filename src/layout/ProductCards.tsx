import Link from '../routing/Link';
import { styled } from '../theme/styled';
import { useTranslate } from '../i18n/I18nProvider';
import { localizeHref, pathnameToHref } from '../routing/hrefs';
import type { Language } from '../site/languages';
import type * as React from 'react';
import { PRODUCTS, type ProductId } from '../site/products';

const Grid = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 16,
  gridTemplateColumns: '1fr',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
}));

const Card = styled(Link)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  height: '100%',
  padding: 20,
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.vars.palette.divider}`,
  color: theme.vars.palette.text.primary,
  textDecoration: 'none',
  transition: 'border-color 120ms, box-shadow 120ms',
  '&:hover, &:focus-visible': {
    borderColor: theme.vars.palette.primary.main,
    boxShadow: `0 4px 16px rgba(${theme.vars.palette.primary.mainChannel} / 0.12)`,
  },
  '& h2': { margin: 0, fontSize: '1.125rem', fontWeight: 700 },
  '& p': { margin: 0, color: theme.vars.palette.text.secondary, fontSize: '0.9375rem', lineHeight: 1.5 },
  // A line the page adds under the description (the home page: what the library's docs hold today).
  '& .extra': { color: theme.vars.palette.text.primary, fontSize: '0.875rem', fontWeight: 500 },
  '& .version': { marginTop: 'auto', fontSize: '0.8125rem', color: theme.vars.palette.primary.main, fontWeight: 600 },
}));

/**
 * One card per documented library, leading to its overview: on the home page (with what each library's docs
 * hold today) and the 404 page.
 */
export function ProductCards({ language, extra }: { language: Language; extra?: (product: ProductId) => React.ReactNode }) {
  const t = useTranslate();
  return (
    <Grid>
      {PRODUCTS.map((product) => (
        <li key={product.id}>
          <Card href={localizeHref(pathnameToHref(product.landingPathname), language)} data-product={product.id}>
            <h2>{product.name}</h2>
            <p>{t(`products.${product.id}`)}</p>
            {extra?.(product.id)}
            <span className="version">
              {product.packageName} v{product.version}
            </span>
          </Card>
        </li>
      ))}
    </Grid>
  );
}
