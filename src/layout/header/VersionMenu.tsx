import * as React from 'react';
import Link from 'next/link';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Check from '@mui/icons-material/Check';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import { useTranslate } from '../../i18n/I18nProvider';
import { isExternalHref, localizeHref } from '../../routing/hrefs';
import type { Language } from '../../site/languages';
import type { Product } from '../../site/products';

export interface VersionMenuProps {
  product: Product;
  language: Language;
}

/** The product's version label and a menu of its other versions' docs. */
export function VersionMenu({ product, language }: VersionMenuProps) {
  const t = useTranslate();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const current = product.versions.find((version) => version.current);
  const others = product.versions.filter((version) => !version.current);
  return (
    <>
      <Button
        id="version-menu-button"
        size="small"
        variant="outlined"
        color="inherit"
        aria-label={t('appBar.versionMenu', { params: { product: product.name, version: current?.text ?? product.version } })}
        aria-haspopup="menu"
        aria-controls={anchor ? 'version-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={<KeyboardArrowDown />}
        sx={{ borderColor: 'divider', fontSize: '0.8125rem', whiteSpace: 'nowrap', minWidth: 0 }}
      >
        {current?.text ?? `v${product.version}`}
      </Button>
      <Menu
        id="version-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        MenuListProps={{ 'aria-labelledby': 'version-menu-button', dense: true }}
      >
        {current ? (
          <MenuItem selected onClick={() => setAnchor(null)} data-version="current">
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
              onClick={() => setAnchor(null)}
            >
              <ListItemText inset primary={version.href === '/versions/' ? t('appBar.viewAllVersions') : version.text} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
