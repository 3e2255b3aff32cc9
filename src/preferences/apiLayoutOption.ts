import { STORAGE_KEYS } from '../site/constants';

/** How an API page lays out a section (DESIGN B9). */
export const API_LAYOUT_OPTIONS = ['collapsed', 'expanded', 'table'] as const;
export type ApiLayoutOption = (typeof API_LAYOUT_OPTIONS)[number];

/** What crawlers and the server render get: every item readable without a click. */
export const DEFAULT_API_LAYOUT: ApiLayoutOption = 'expanded';

export type ApiLayoutSection = 'props' | 'slots' | 'css' | 'classes';

export const API_LAYOUT_STORAGE_KEYS: Record<ApiLayoutSection, string> = {
  props: STORAGE_KEYS.apiPageProps,
  slots: STORAGE_KEYS.apiPageSlots,
  css: STORAGE_KEYS.apiPageCss,
  classes: STORAGE_KEYS.apiPageClasses,
};

/** User agents that always get the server's `expanded` layout. */
export const CRAWLER = /bot|crawler|spider|robot|crawling/i;

export function isApiLayoutOption(value: unknown): value is ApiLayoutOption {
  return typeof value === 'string' && (API_LAYOUT_OPTIONS as readonly string[]).includes(value);
}

export function isCrawler(userAgent: string): boolean {
  return CRAWLER.test(userAgent);
}

/** The storage an option is kept in; any access may throw (private modes, blocked storage). */
export interface OptionStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface ApiLayoutContext {
  userAgent: string;
  storage: OptionStorage | null;
  /** A number in [0, 1), for the random pick. */
  random: () => number;
  /**
   * This page load made the first visit's random pick (the boot script marks it, apiLayoutBootScript.ts):
   * sections without a saved value keep the server's layout here, so a first-time reader sees the props
   * at once; the pick applies from the next page on.
   */
  firstVisitPage?: boolean;
}

function read(storage: OptionStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: OptionStorage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Storage refused (quota, privacy mode): the choice simply is not remembered.
  }
}

/**
 * The visitor's default layout: crawlers always get `expanded`; otherwise a valid saved default, or a
 * random pick of the three that is saved in `apiPage_default` so every section starts the same.
 */
export function resolveDefaultApiLayout({ userAgent, storage, random }: ApiLayoutContext): ApiLayoutOption {
  if (isCrawler(userAgent)) return DEFAULT_API_LAYOUT;
  const saved = read(storage, STORAGE_KEYS.apiPageDefault);
  if (isApiLayoutOption(saved)) return saved;
  const picked = API_LAYOUT_OPTIONS[Math.min(API_LAYOUT_OPTIONS.length - 1, Math.floor(random() * API_LAYOUT_OPTIONS.length))] ?? DEFAULT_API_LAYOUT;
  write(storage, STORAGE_KEYS.apiPageDefault, picked);
  return picked;
}

/**
 * The layout of one section: crawlers get `expanded`; else its valid saved value; else, on the page that
 * made a first visit's pick, the server's `expanded`; else the visitor's default.
 */
export function resolveApiLayout(section: ApiLayoutSection, context: ApiLayoutContext): ApiLayoutOption {
  if (isCrawler(context.userAgent)) return DEFAULT_API_LAYOUT;
  const saved = read(context.storage, API_LAYOUT_STORAGE_KEYS[section]);
  if (isApiLayoutOption(saved)) return saved;
  return context.firstVisitPage ? DEFAULT_API_LAYOUT : resolveDefaultApiLayout(context);
}

/** Remembers a section's layout. Invalid values are refused. */
export function saveApiLayout(section: ApiLayoutSection, option: ApiLayoutOption, storage: OptionStorage | null): void {
  if (isApiLayoutOption(option)) write(storage, API_LAYOUT_STORAGE_KEYS[section], option);
}
