import dynamic from 'next/dynamic';
import { styled } from '../../theme/styled';
import { useTranslate } from '../../i18n/I18nProvider';
import { LANGUAGE_LABELS, type Language } from '../../site/languages';
import { ShellButton } from '../controls/ShellButton';
import { useMenuAnchor } from './useMenuAnchor';
import { ShellIcon } from '../../icons/ShellIcon';

const loadMenu = () => import('./menus/LanguageMenuPopup');
const LanguageMenuPopup = dynamic(loadMenu, { ssr: false });

const Label = styled('span')(({ theme }) => ({
  display: 'none',
  [theme.breakpoints.up('md')]: { display: 'inline' },
  '&[data-always]': { display: 'inline' },
}));

/** The menu's arrow: left out of a phone's crowded bar. */
const Arrow = styled('span')(({ theme }) => ({
  display: 'none',
  [theme.breakpoints.up('sm')]: { display: 'inline-flex' },
  '&[data-always]': { display: 'inline-flex' },
}));

export interface LanguageMenuProps {
  language: Language;
  /** Path of the page without language segment, with trailing slash. */
  canonicalAs: string;
  /** Id of the button (the narrow drawer holds a second one). */
  id?: string;
  /** Show the language's name at every width (it is hidden on narrow app bars). */
  alwaysShowLabel?: boolean;
}

/** Switches to the same page, and the same section of it, in another language. */
export function LanguageMenu({ language, canonicalAs, id = 'language-menu-button', alwaysShowLabel = false }: LanguageMenuProps) {
  const t = useTranslate();
  const menu = useMenuAnchor();
  return (
    <>
      <ShellButton
        type="button"
        id={id}
        aria-label={`${t('appBar.chooseLanguage')}: ${LANGUAGE_LABELS[language]}`}
        aria-haspopup="menu"
        aria-controls={menu.anchor ? 'language-menu' : undefined}
        aria-expanded={menu.anchor ? 'true' : undefined}
        onClick={menu.open}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
      >
        <ShellIcon name="Translate" />
        <Label className="language-label" data-always={alwaysShowLabel ? '' : undefined}>{LANGUAGE_LABELS[language]}</Label>
        <Arrow data-always={alwaysShowLabel ? '' : undefined}>
          <ShellIcon name="KeyboardArrowDown" />
        </Arrow>
      </ShellButton>
      {menu.used ? <LanguageMenuPopup anchor={menu.anchor} onClose={menu.close} language={language} canonicalAs={canonicalAs} /> : null}
    </>
  );
}
