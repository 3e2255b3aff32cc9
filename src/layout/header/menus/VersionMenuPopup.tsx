import Link from '../../../routing/Link';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Check from '@mui/icons-material/Check';
import { useTranslate } from '../../../i18n/I18nProvider';
import { isExternalHref, localizeHref } from '../../../routing/hrefs';
import type { Language } from '../../../site/languages';
import type { Product } from '../../../site/products';
import { passClicksWhileClosing } from '../useMenuAnchor';
import { MaterialDocsTheme } from '../../../theme/MaterialDocsTheme';

export interface VersionMenuPopupProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  product: Product;
  language: Language;
}

/** The version menu's list (loaded when the menu is first used). */
function VersionMenuPopupContents({ anchor, onClose, product, language }: VersionMenuPopupProps) {
  const t = useTranslate();
  const current = product.versions.find((version) => version.current);
  const others = product.versions.filter((version) => !version.current);
  return (
    <Menu
      id="version-menu"
      anchorEl={anchor}
      open={Boolean(anchor)}
      style={passClicksWhileClosing(anchor)}
      onClose={onClose}
      MenuListProps={{ 'aria-labelledby': anchor?.id || 'version-menu-button', dense: true }}
    >
      {current ? (
        <MenuItem selected onClick={onClose} data-version="current">
          <ListItemIcon>
            <Check fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={current.text} secondary={product.packageName} />
        </MenuItem>
      ) : null}
      {others.length > 0 ? <Divider /> : null}
      {others.map((version) => {
        const href = version.href ?? '/';
        const external = isExternalHref(href);
        return (
          <MenuItem
            key={version.text}
            component={external ? 'a' : Link}
            href={external ? href : localizeHref(href, language)}
            {...(external ? { rel: 'nofollow noopener' } : {})}
            onClick={onClose}
          >
            <ListItemText inset primary={version.href === '/versions/' ? t('appBar.viewAllVersions') : version.text} />
          </MenuItem>
        );
      })}
    </Menu>
  );
}

/** In the docs' Material UI theme (this part loads on demand and brings it). */
export default function VersionMenuPopup(props: VersionMenuPopupProps) {
  return (
    <MaterialDocsTheme>
      <VersionMenuPopupContents {...props} />
    </MaterialDocsTheme>
  );
}
