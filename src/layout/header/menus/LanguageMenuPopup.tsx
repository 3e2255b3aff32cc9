import type * as React from 'react';
import { pushDocsPage } from '../../../routing/docsRouter';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { localizeHref } from '../../../routing/hrefs';
import { LANGUAGE_LABELS, LANGUAGE_TAGS, LANGUAGES, type Language } from '../../../site/languages';
import { passClicksWhileClosing } from '../useMenuAnchor';
import { MaterialDocsTheme } from '../../../theme/MaterialDocsTheme';

export interface LanguageMenuPopupProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  language: Language;
  canonicalAs: string;
}

/** The language menu's list (loaded when the menu is first used). */
function LanguageMenuPopupContents({ anchor, onClose, language, canonicalAs }: LanguageMenuPopupProps) {
  return (
    <Menu
      id="language-menu"
      anchorEl={anchor}
      open={Boolean(anchor)}
      style={passClicksWhileClosing(anchor)}
      onClose={onClose}
      MenuListProps={{ 'aria-labelledby': anchor?.id || 'language-menu-button', dense: true }}
    >
      {LANGUAGES.map((option) => {
        const href = localizeHref(canonicalAs, option);
        return (
          <MenuItem
            key={option}
            component="a"
            href={href}
            hrefLang={LANGUAGE_TAGS[option]}
            lang={LANGUAGE_TAGS[option]}
            selected={option === language}
            data-language={option}
            onClick={(event: React.MouseEvent) => {
              onClose();
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              // Keep the reader where they were: the hash names the same heading in every language.
              void pushDocsPage(`${href}${window.location.hash}`);
            }}
          >
            {LANGUAGE_LABELS[option]}
          </MenuItem>
        );
      })}
    </Menu>
  );
}

/** In the docs' Material UI theme (this part loads on demand and brings it). */
export default function LanguageMenuPopup(props: LanguageMenuPopupProps) {
  return (
    <MaterialDocsTheme>
      <LanguageMenuPopupContents {...props} />
    </MaterialDocsTheme>
  );
}
