import * as React from 'react';
import { useTranslate } from '../../i18n/I18nProvider';
import { ENGLISH as SEARCH_ENGLISH } from '../../generated/wordings/search';
import { ShellIcon } from '../../icons/ShellIcon';
import type { NavSectionId } from '../../navigation/sections';
import { pathnameToLanguage } from '../../routing/pathnameToLanguage';
import { pushDocsPage } from '../../routing/docsRouter';
import type { Language } from '../../site/languages';
import { MAX_QUERY_LENGTH } from '../engine/tokenize';
import { SEARCH_INPUT_ID } from '../searchIds';
import { forgetSearch, loadRecentSearches, rememberSearch, saveRecentSearches, type RecentSearch } from '../recentSearches';
import { Body, CloseButton, Dialog, Footer, Kbd, Message, SearchForm, SearchInput } from './dialogStyles';
import { quickLinks } from './productLabels';
import { SearchOptionList } from './SearchOptionList';
import { optionCount, resultGroups, startGroups, type SearchOption } from './searchView';
import { useSearchIndex } from './useSearchIndex';

export interface SearchDialogProps {
  open: boolean;
  /** Text already typed when the dialog opens (the letter that opened it). */
  initialQuery: string;
  language: Language;
  /** The product of the page the reader is on, whose hits rank first. */
  currentProduct: NavSectionId | null;
  onClose: () => void;
}

const LISTBOX_ID = 'site-search-results';

function recentOfLanguage(language: Language): RecentSearch[] {
  return loadRecentSearches().filter((entry) => pathnameToLanguage(entry.href).userLanguage === language);
}

/** Searches a query, recording how long it took (`search:query` entries, read by the benchmark). */
function timedSearch<T>(run: () => T): T {
  const start = performance.now();
  const result = run();
  performance.measure('search:query', { start, end: performance.now() });
  return result;
}

/** The search dialog: a combobox over the site's index, with the results grouped by product and page. */
export default function SearchDialog({ open, initialQuery, language, currentProduct, onClose }: SearchDialogProps) {
  const t = useTranslate(SEARCH_ENGLISH);
  const dialogRef = React.useRef<HTMLDialogElement>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [query, setQuery] = React.useState(initialQuery);
  const [active, setActive] = React.useState(0);
  const [recent, setRecent] = React.useState<RecentSearch[]>([]);
  const { index, version } = useSearchIndex(language);

  React.useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setQuery(initialQuery.slice(0, MAX_QUERY_LENGTH));
      setActive(0);
      setRecent(recentOfLanguage(language));
      dialog.showModal();
      inputRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialQuery, language]);

  const trimmed = query.trim();
  const ready = index.status === 'partial' || index.status === 'complete';
  const sections = React.useMemo(
    () => (trimmed && ready ? timedSearch(() => index.search.search(trimmed, currentProduct)) : []),
    // `version` moves when a chunk arrives: the same query then finds more.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [trimmed, ready, currentProduct, index, version],
  );
  const groups = React.useMemo(
    () => (trimmed ? resultGroups(sections) : startGroups(recent, quickLinks(language, currentProduct), { recent: t('search.recent'), startWith: t('search.startWith') })),
    [trimmed, sections, recent, language, currentProduct, t],
  );
  const count = optionCount(groups);
  const activeIndex = count === 0 ? -1 : Math.min(active, count - 1);
  const activeOption = groups.flatMap((group) => group.options)[activeIndex];

  React.useEffect(() => {
    if (activeIndex >= 0) document.getElementById(`${LISTBOX_ID}-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex]);

  const choose = (option: SearchOption, newTab = false) => {
    if (option.hit) saveRecentSearches(rememberSearch(loadRecentSearches(), option.hit));
    if (newTab) {
      window.open(option.href, '_blank', 'noopener');
      return;
    }
    onClose();
    void pushDocsPage(option.href);
  };
  const forget = (option: SearchOption) => {
    const next = forgetSearch(recent, option.href);
    setRecent(next);
    saveRecentSearches(forgetSearch(loadRecentSearches(), option.href));
    inputRef.current?.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count > 0) setActive((activeIndex + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (activeOption) choose(activeOption, event.metaKey || event.ctrlKey);
    } else if (event.key === 'Delete' && activeOption?.recent && query === '') {
      event.preventDefault();
      forget(activeOption);
    } else if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      onClose();
    }
  };

  let content: React.ReactNode;
  let status = '';
  if (trimmed && index.status === 'loading') {
    content = <Message role="status">{t('search.loading')}</Message>;
  } else if (trimmed && index.status === 'failed') {
    content = (
      <Message role="alert">
        {t('search.failed')}
        <br />
        <button type="button" onClick={() => index.retry()}>
          {t('search.retry')}
        </button>
      </Message>
    );
  } else if (trimmed && count === 0) {
    status = t('search.noResults', { params: { query: trimmed } });
    content = (
      <Message data-testid="search-no-results">
        <strong>{status}</strong>
        {index.status === 'complete' ? t('search.noResultsHint') : t('search.loadingMore')}
        {/* The dev server's index is built from content/ when it starts: say so only when a search finds nothing. */}
        {process.env.NODE_ENV === 'development' ? <span data-testid="search-dev-note"> {t('search.devIndexNote')}</span> : null}
      </Message>
    );
  } else {
    if (trimmed) status = count === 1 ? t('search.countOne') : t('search.count', { params: { count } });
    content = <SearchOptionList id={LISTBOX_ID} label={t('search.results')} groups={groups} query={trimmed} activeIndex={activeIndex} onActivate={setActive} onChoose={choose} onForget={forget} />;
  }

  return (
    <Dialog
      ref={dialogRef}
      aria-label={t('search.dialog')}
      data-testid="search-dialog"
      data-index-status={index.status}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <SearchForm role="search" onSubmit={(event) => event.preventDefault()}>
        <ShellIcon name="Search" />
        <SearchInput
          ref={inputRef}
          id={SEARCH_INPUT_ID}
          type="text"
          role="combobox"
          aria-label={t('search.placeholder')}
          aria-autocomplete="list"
          aria-expanded={count > 0}
          aria-controls={LISTBOX_ID}
          aria-activedescendant={activeIndex >= 0 ? `${LISTBOX_ID}-${activeIndex}` : undefined}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          maxLength={MAX_QUERY_LENGTH}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        {/* The name starts with the key it shows, as a voice-control user would say it. */}
        <CloseButton type="button" aria-label={`Esc, ${t('search.close')}`} onClick={onClose}>
          <Kbd>Esc</Kbd>
        </CloseButton>
      </SearchForm>
      {/* Focusable, so a keyboard alone can scroll a long list of results (arrows from the input move the active one). */}
      <Body tabIndex={0}>{content}</Body>
      <Footer>
        <span>
          <Kbd>↑</Kbd>
          <Kbd>↓</Kbd>
          {t('search.navigate')}
        </span>
        <span>
          <Kbd>↵</Kbd>
          {t('search.select')}
        </span>
        <span>
          <Kbd>Esc</Kbd>
          {t('search.dismiss')}
        </span>
        {!trimmed && recent.length > 0 ? (
          <span>
            <Kbd>Del</Kbd>
            {t('search.forget')}
          </span>
        ) : null}
        <span aria-live="polite" data-testid="search-status">
          {status}
        </span>
      </Footer>
    </Dialog>
  );
}
