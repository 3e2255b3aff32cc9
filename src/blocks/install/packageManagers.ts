/**
 * The package managers of an installation block (`{{"install": "…"}}`): their commands, the reader's
 * remembered choice and the pre-paint script that applies it. No React, no DOM beyond the script's text.
 */
import { STORAGE_KEYS } from '../../site/constants';

export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];
export const DEFAULT_PACKAGE_MANAGER: PackageManager = 'npm';

/** On `<html>`: the reader's package manager; the blocks' CSS shows that tab's command (no flash on first paint). */
export const PACKAGE_MANAGER_ATTRIBUTE = 'data-package-manager';

export function isPackageManager(value: unknown): value is PackageManager {
  return typeof value === 'string' && (PACKAGE_MANAGERS as readonly string[]).includes(value);
}

/** A stored or clicked value, `npm` for anything else. */
export function parsePackageManager(value: unknown): PackageManager {
  return isPackageManager(value) ? value : DEFAULT_PACKAGE_MANAGER;
}

export interface InstallSpec {
  /** Package specifiers as npm takes them: `@mui/material`, `@mui/base@5.0.0-beta.28`, `styled-components@^5.3.1`. */
  packages: string[];
  /** A development dependency. */
  dev?: boolean;
  /** Pin the exact version instead of a range. */
  exact?: boolean;
}

/** A package specifier: an optional scope, a name and an optional version or range, nothing a shell would read. */
const PACKAGE_SPECIFIER = /^(@[a-z0-9][a-z0-9._-]*\/)?[a-z0-9][a-z0-9._-]*(@[A-Za-z0-9.^~*+_-]+)?$/;

export function isPackageSpecifier(value: string): boolean {
  return PACKAGE_SPECIFIER.test(value);
}

/** The three commands of an installation block, in the order of PACKAGE_MANAGERS. */
export function installCommands({ packages, dev = false, exact = false }: InstallSpec): Record<PackageManager, string> {
  const list = packages.join(' ');
  const npmFlags = [dev ? '--save-dev' : '', exact ? '--save-exact' : ''].filter(Boolean);
  const yarnFlags = [dev ? '--dev' : '', exact ? '--exact' : ''].filter(Boolean);
  const join = (...parts: string[]) => parts.filter(Boolean).join(' ');
  return {
    npm: join('npm install', ...npmFlags, list),
    yarn: join('yarn add', ...yarnFlags, list),
    pnpm: join('pnpm add', ...npmFlags, list),
  };
}

/**
 * The inline script at the start of `<body>`: puts a valid stored choice on `<html>` before the first
 * paint (a block then shows that command at once); an invalid stored value is removed. Plain ES5.
 */
export function packageManagerScript(): string {
  const key = JSON.stringify(STORAGE_KEYS.packageManager);
  const options = JSON.stringify(PACKAGE_MANAGERS);
  return (
    `(function(){try{var k=${key},v=null;try{v=localStorage.getItem(k)}catch(e){}` +
    `if(v!==null&&${options}.indexOf(v)===-1){try{localStorage.removeItem(k)}catch(e){}v=null}` +
    `if(v)document.documentElement.setAttribute('${PACKAGE_MANAGER_ATTRIBUTE}',v)}catch(e){}})();`
  );
}
