import dynamic from 'next/dynamic';
import { useTranslate } from '../../i18n/I18nProvider';
import type { Language } from '../../site/languages';
import type { Product } from '../../site/products';
import { ShellButton } from '../controls/ShellButton';
import { useMenuAnchor } from './useMenuAnchor';
import { ShellIcon } from '../../icons/ShellIcon';

const loadMenu = () => import('./menus/VersionMenuPopup');
const VersionMenuPopup = dynamic(loadMenu, { ssr: false });

export interface VersionMenuProps {
  product: Product;
  language: Language;
  /** Id of the button (the narrow drawer holds a second one). */
  id?: string;
}

/** The product's version label and a menu of its other versions' docs. */
export function VersionMenu({ product, language, id = 'version-menu-button' }: VersionMenuProps) {
  const t = useTranslate();
  const menu = useMenuAnchor();
  const current = product.versions.find((version) => version.current);
  return (
    <>
      <ShellButton
        type="button"
        outlined
        compact
        id={id}
        aria-label={t('appBar.versionMenu', { params: { product: product.name, version: current?.text ?? product.version } })}
        aria-haspopup="menu"
        aria-controls={menu.anchor ? 'version-menu' : undefined}
        aria-expanded={menu.anchor ? 'true' : undefined}
        onClick={menu.open}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
      >
        {current?.text ?? `v${product.version}`}
        <ShellIcon name="KeyboardArrowDown" />
      </ShellButton>
      {menu.used ? <VersionMenuPopup anchor={menu.anchor} onClose={menu.close} product={product} language={language} /> : null}
    </>
  );
}
