import Link from '../../../routing/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslate } from '../../../i18n/I18nProvider';
import { localizeHref, pathnameToHref } from '../../../routing/hrefs';
import type { Language } from '../../../site/languages';
import { PRODUCTS, type ProductId } from '../../../site/products';
import { passClicksWhileClosing } from '../useMenuAnchor';
import { MaterialDocsTheme } from '../../../theme/MaterialDocsTheme';

export interface ProductSwitcherMenuProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  currentProductId: ProductId | null;
  language: Language;
}

/** The product switcher's menu (loaded when the switcher is first used). */
function ProductSwitcherMenuContents({ anchor, onClose, currentProductId, language }: ProductSwitcherMenuProps) {
  const t = useTranslate();
  return (
    <Menu
      id="product-switcher-menu"
      anchorEl={anchor}
      open={Boolean(anchor)}
      style={passClicksWhileClosing(anchor)}
      onClose={onClose}
      MenuListProps={{ 'aria-labelledby': 'product-switcher-button', dense: true }}
    >
      {PRODUCTS.map((product) => (
        <MenuItem
          key={product.id}
          component={Link}
          href={localizeHref(pathnameToHref(product.landingPathname), language)}
          selected={product.id === currentProductId}
          onClick={onClose}
          data-product={product.id}
          sx={{ maxWidth: 360, whiteSpace: 'normal' }}
        >
          <ListItemText primary={product.name} secondary={t(`products.${product.id}`)} />
        </MenuItem>
      ))}
    </Menu>
  );
}

/** In the docs' Material UI theme (this part loads on demand and brings it). */
export default function ProductSwitcherMenu(props: ProductSwitcherMenuProps) {
  return (
    <MaterialDocsTheme>
      <ProductSwitcherMenuContents {...props} />
    </MaterialDocsTheme>
  );
}
