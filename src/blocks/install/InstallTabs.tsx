import * as React from 'react';
import { useRouter } from 'next/router';
import { STORAGE_KEYS } from '../../site/constants';
import { PACKAGE_MANAGER_ATTRIBUTE, PACKAGE_MANAGERS, parsePackageManager, type PackageManager } from './packageManagers';

const TAB_SELECTOR = '.MuiInstall-root [role="tab"][data-package-manager]';

function storedChoice(): PackageManager {
  return parsePackageManager(document.documentElement.getAttribute(PACKAGE_MANAGER_ATTRIBUTE));
}

/** Marks the chosen tab of every block (`aria-selected`, roving `tabindex`); CSS already shows its command. */
function syncTabs(chosen: PackageManager): void {
  document.querySelectorAll<HTMLElement>(TAB_SELECTOR).forEach((tab) => {
    const selected = tab.getAttribute('data-package-manager') === chosen;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
  });
}

function choose(manager: PackageManager): void {
  document.documentElement.setAttribute(PACKAGE_MANAGER_ATTRIBUTE, manager);
  try {
    localStorage.setItem(STORAGE_KEYS.packageManager, manager);
  } catch {
    // Storage refused: the choice holds for this page only.
  }
  syncTabs(manager);
}

/** The tab an arrow, Home or End key moves to, in a tab list of the three managers. */
export function tabAfterKey(current: PackageManager, key: string): PackageManager | null {
  const index = PACKAGE_MANAGERS.indexOf(current);
  const last = PACKAGE_MANAGERS.length - 1;
  const next = key === 'ArrowRight' ? (index + 1) % PACKAGE_MANAGERS.length : key === 'ArrowLeft' ? (index + last) % PACKAGE_MANAGERS.length : key === 'Home' ? 0 : key === 'End' ? last : -1;
  return next === -1 ? null : (PACKAGE_MANAGERS[next] ?? null);
}

/**
 * Brings the installation blocks to life with one listener for the whole document: a click or an arrow
 * key on a tab chooses that package manager for every block of every page (remembered in storage; the
 * pre-paint script puts it on `<html>` on the next page). Renders nothing.
 */
export function InstallTabs() {
  const { asPath } = useRouter();
  React.useEffect(() => syncTabs(storedChoice()), [asPath]);
  React.useEffect(() => {
    const tabOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>(TAB_SELECTOR) : null);
    const onClick = (event: MouseEvent) => {
      const tab = tabOf(event.target);
      if (tab) choose(parsePackageManager(tab.getAttribute('data-package-manager')));
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const tab = tabOf(event.target);
      if (!tab || event.altKey || event.ctrlKey || event.metaKey) return;
      const next = tabAfterKey(parsePackageManager(tab.getAttribute('data-package-manager')), event.key);
      if (!next) return;
      event.preventDefault();
      choose(next);
      tab.parentElement?.querySelector<HTMLElement>(`[data-package-manager="${next}"]`)?.focus();
    };
    // Blocks rendered after the route changed (a long page shows its first blocks, then the rest) are
    // marked when a reader reaches their tabs.
    const onFocusIn = (event: FocusEvent) => {
      if (tabOf(event.target)) syncTabs(storedChoice());
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, []);
  return null;
}
