import * as React from 'react';
import dynamic from 'next/dynamic';
import { styled } from '../theme/styled';
import { useTranslate } from '../i18n/I18nProvider';
import { ShellIcon } from '../icons/ShellIcon';
import type { NavSectionId } from '../navigation/sections';
import type { Language } from '../site/languages';
import { SEARCH_BUTTON_ID, SEARCH_INPUT_ID } from './searchIds';
import { isApplePlatform, LETTER_WIDGET_SELECTOR, searchShortcut } from './searchShortcut';

// The dialog (and, once it opens, the index) loads on first use; the app bar holds only this button.
const loadDialog = () => import('./dialog/SearchDialog');
const SearchDialog = dynamic(loadDialog, { ssr: false });

const Button = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  position: 'relative',
  flexShrink: 0,
  height: 40,
  minWidth: 40,
  margin: 0,
  padding: '0 8px',
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: 10,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.secondary,
  font: 'inherit',
  fontSize: '0.875rem',
  cursor: 'pointer',
  '& > svg': { width: 22, height: 22, color: theme.vars.palette.primary.main },
  '&:hover': { borderColor: theme.vars.palette.text.secondary },
  '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
  // Narrow screens show the icon alone; the label stays the button's accessible name.
  '& > .search-label': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  '& > kbd': { display: 'none' },
  [theme.breakpoints.up('md')]: {
    width: 220,
    padding: '0 8px 0 10px',
    '& > .search-label': { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clipPath: 'none', flexGrow: 1, textAlign: 'start' },
    '& > kbd': {
      display: 'inline-block',
      minWidth: 46,
      padding: '1px 6px',
      border: `1px solid ${theme.vars.palette.divider}`,
      borderRadius: 5,
      font: 'inherit',
      fontSize: '0.75rem',
      fontWeight: 600,
      textAlign: 'center',
    },
  },
}));

function isEditable(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  return element.isContentEditable || element.tagName === 'INPUT' || element.tagName === 'TEXTAREA' || element.tagName === 'SELECT';
}

function focusTarget(event: KeyboardEvent): Element | null {
  return event.target instanceof Element ? event.target : document.activeElement;
}

export interface SearchButtonProps {
  language: Language;
  currentProduct: NavSectionId | null;
}

/** The app bar's search button with its shortcut hint, and the keyboard shortcuts that open the dialog. */
export function SearchButton({ language, currentProduct }: SearchButtonProps) {
  const t = useTranslate();
  const [open, setOpen] = React.useState(false);
  const [used, setUsed] = React.useState(false);
  const [initialQuery, setInitialQuery] = React.useState('');
  const [apple, setApple] = React.useState(false);
  // Shown on the button once the shortcuts work (after hydration), for tests and the benchmark.
  const [listening, setListening] = React.useState(false);
  const opener = React.useRef<Element | null>(null);

  React.useEffect(() => {
    const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
    setApple(isApplePlatform(nav.userAgentData?.platform || nav.platform || ''));
  }, []);

  const openSearch = React.useCallback((query: string) => {
    opener.current = document.activeElement;
    setInitialQuery(query);
    setUsed(true);
    setOpen(true);
  }, []);

  const close = React.useCallback(() => setOpen(false), []);

  // Once the dialog has closed (the page is no longer inert), focus goes back where it was, or to this button.
  const wasOpen = React.useRef(false);
  React.useEffect(() => {
    if (open || !wasOpen.current) {
      wasOpen.current = open;
      return;
    }
    wasOpen.current = false;
    const previous = opener.current;
    const target = previous instanceof HTMLElement && previous !== document.body && previous.isConnected ? previous : document.getElementById(SEARCH_BUTTON_ID);
    target?.focus({ preventScroll: true });
  }, [open]);

  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (open) {
        // Keys typed while the dialog's code is still arriving are kept for its input.
        if (!document.getElementById(SEARCH_INPUT_ID) && !event.metaKey && !event.ctrlKey && !event.altKey) {
          if (event.key.length === 1) setInitialQuery((previous) => previous + event.key);
          else if (event.key === 'Backspace') setInitialQuery((previous) => previous.slice(0, -1));
          else if (event.key === 'Escape') setOpen(false);
          else return;
          event.preventDefault();
        }
        return;
      }
      const target = focusTarget(event);
      const action = searchShortcut(event, {
        editable: isEditable(target),
        inWidget: Boolean(target?.closest(LETTER_WIDGET_SELECTOR)) || Boolean(document.querySelector('[aria-modal="true"], dialog[open]')),
      });
      if (!action) return;
      event.preventDefault();
      openSearch(action.query);
    };
    window.addEventListener('keydown', onKeyDown);
    setListening(true);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, openSearch]);

  return (
    <>
      <Button
        type="button"
        id={SEARCH_BUTTON_ID}
        aria-haspopup="dialog"
        aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
        data-shortcuts={listening ? 'ready' : undefined}
        onClick={() => openSearch('')}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <ShellIcon name="Search" />
        <span className="search-label">{t('appBar.openSearch')}</span>
        <kbd aria-hidden="true" data-testid="search-shortcut-hint">
          {apple ? '⌘K' : 'Ctrl+K'}
        </kbd>
      </Button>
      {used ? <SearchDialog open={open} initialQuery={initialQuery} language={language} currentProduct={currentProduct} onClose={close} /> : null}
    </>
  );
}
