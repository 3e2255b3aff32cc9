import dynamic from 'next/dynamic';
import { useTranslate } from '../../i18n/I18nProvider';
import type { Language } from '../../site/languages';
import { PRODUCTS, type ProductId } from '../../site/products';
import { ShellButton } from '../controls/ShellButton';
import { useMenuAnchor } from './useMenuAnchor';
import { ShellIcon } from '../../icons/ShellIcon';

const loadMenu = () => import('./menus/ProductSwitcherMenu');
const ProductSwitcherMenu = dynamic(loadMenu, { ssr: false });

export interface ProductSwitcherProps {
  currentProductId: ProductId | null;
  language: Language;
}

/** Menu of the documented libraries; each entry opens that library's overview page. */
export function ProductSwitcher({ currentProductId, language }: ProductSwitcherProps) {
  const t = useTranslate();
  const menu = useMenuAnchor();
  const current = PRODUCTS.find((product) => product.id === currentProductId);
  return (
    <>
      <ShellButton
        type="button"
        id="product-switcher-button"
        aria-haspopup="menu"
        aria-controls={menu.anchor ? 'product-switcher-menu' : undefined}
        aria-expanded={menu.anchor ? 'true' : undefined}
        onClick={menu.open}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        style={{ fontWeight: 700 }}
      >
        {current ? current.name : t('appBar.products')}
        <ShellIcon name="KeyboardArrowDown" />
      </ShellButton>
      {menu.used ? (
        <ProductSwitcherMenu anchor={menu.anchor} onClose={menu.close} currentProductId={currentProductId} language={language} />
      ) : null}
    </>
  );
}
