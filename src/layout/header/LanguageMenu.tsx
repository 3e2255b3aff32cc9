import * as React from 'react';
import Router from 'next/router';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateIcon from '@mui/icons-material/Translate';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import { useTranslate } from '../../i18n/I18nProvider';
import { localizeHref } from '../../routing/hrefs';
import { LANGUAGE_LABELS, LANGUAGE_TAGS, LANGUAGES, type Language } from '../../site/languages';

export interface LanguageMenuProps {
  language: Language;
  /** Path of the page without language segment, with trailing slash. */
  canonicalAs: string;
}

/** Switches to the same page, and the same section of it, in another language. */
export function LanguageMenu({ language, canonicalAs }: LanguageMenuProps) {
  const t = useTranslate();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        id="language-menu-button"
        color="inherit"
        aria-label={`${t('appBar.chooseLanguage')}: ${LANGUAGE_LABELS[language]}`}
        aria-haspopup="menu"
        aria-controls={anchor ? 'language-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<TranslateIcon />}
        endIcon={<KeyboardArrowDown />}
        sx={{ minWidth: 0, '& .language-label': { display: { xs: 'none', sm: 'inline' } } }}
      >
        <span className="language-label">{LANGUAGE_LABELS[language]}</span>
      </Button>
      <Menu
        id="language-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        MenuListProps={{ 'aria-labelledby': 'language-menu-button', dense: true }}
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
                setAnchor(null);
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                // Keep the reader where they were: the hash names the same heading in every language.
                void Router.push(`${href}${window.location.hash}`);
              }}
            >
              {LANGUAGE_LABELS[option]}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
