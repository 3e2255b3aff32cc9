import * as React from 'react';
import Link from 'next/link';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemText from '@mui/material/ListItemText';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import { useTranslate } from '../../i18n/I18nProvider';
import { localizeHref, pathnameToHref } from '../../routing/hrefs';
import type { Language } from '../../site/languages';
import { PRODUCTS, type ProductId } from '../../site/products';

export interface ProductSwitcherProps {
  currentProductId: ProductId | null;
  language: Language;
}

/** Menu of the documented libraries; each entry opens that library's overview page. */
export function ProductSwitcher({ currentProductId, language }: ProductSwitcherProps) {
  const t = useTranslate();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const current = PRODUCTS.find((product) => product.id === currentProductId);
  return (
    <>
      <Button
        id="product-switcher-button"
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? 'product-switcher-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={<KeyboardArrowDown />}
        sx={{ fontWeight: 700, whiteSpace: 'nowrap', minWidth: 0 }}
      >
        {current ? current.name : t('appBar.products')}
      </Button>
      <Menu
        id="product-switcher-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        MenuListProps={{ 'aria-labelledby': 'product-switcher-button', dense: true }}
      >
        {PRODUCTS.map((product) => (
          <MenuItem
            key={product.id}
            component={Link}
            href={localizeHref(pathnameToHref(product.landingPathname), language)}
            selected={product.id === currentProductId}
            onClick={() => setAnchor(null)}
            data-product={product.id}
            sx={{ maxWidth: 360, whiteSpace: 'normal' }}
          >
            <ListItemText primary={product.name} secondary={t(`products.${product.id}`)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
