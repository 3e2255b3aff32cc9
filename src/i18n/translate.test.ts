import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslate, getPath } from './translate';
import { loadTranslations } from './translations';

const wordings = {
  en: { settings: { mode: 'Mode', greet: 'Hello {{name}}' }, only: { english: 'Only English' } },
  zh: { settings: { mode: '模式', greet: '你好 {{name}}' } },
};

afterEach(() => vi.restoreAllMocks());

describe('t()', () => {
  it('returns the translation, with placeholders filled', () => {
    const t = createTranslate(wordings, 'zh', { warned: new Set(), isBrowser: true });
    expect(t('settings.mode')).toBe('模式');
    expect(t('settings.greet', { params: { name: 'Ada' } })).toBe('你好 Ada');
  });

  it('logs "Missing language: <lang>." and returns … for a language without wordings', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const t = createTranslate(wordings, 'fr', { warned: new Set(), isBrowser: true });
    expect(t('settings.mode')).toBe('…');
    expect(error).toHaveBeenCalledWith('Missing language: fr.');
  });

  it('logs a missing key once, in the browser, and falls back to English', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const t = createTranslate(wordings, 'zh', { warned: new Set(), isBrowser: true });
    expect(t('only.english')).toBe('Only English');
    expect(t('only.english')).toBe('Only English');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Missing translation for zh:only.english');
    expect(t('only.english', { ignoreWarning: true })).toBe('Only English');
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('does not log on the server', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const t = createTranslate(wordings, 'zh', { warned: new Set(), isBrowser: false });
    expect(t('only.english')).toBe('Only English');
    expect(error).not.toHaveBeenCalled();
  });

  it('gives the key when no language has it, and ignores prototype paths', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const t = createTranslate(wordings, 'en', { warned: new Set(), isBrowser: true });
    expect(t('nope.nothing')).toBe('nope.nothing');
    expect(getPath(wordings.en, '__proto__.toString')).toBeNull();
    expect(getPath(wordings.en, 'settings')).toBeNull();
  });
});

describe('loadTranslations', () => {
  it('loads English and Chinese', () => {
    expect(loadTranslations('en').settings.mode).toBe('Mode');
    expect(loadTranslations('zh').settings.mode).not.toBe('Mode');
  });

  it('throws like a missing module for an unknown language', () => {
    let caught: unknown;
    try {
      loadTranslations('xx');
    } catch (error) {
      caught = error;
    }
    expect((caught as Error).message).toMatch(/^Cannot find module/);
    expect((caught as { code?: string }).code).toBe('MODULE_NOT_FOUND');
    expect(() => loadTranslations('constructor')).toThrow(/^Cannot find module/);
  });
});

describe('component locales', () => {
  it('map zh to zhCN and pt to ptBR', async () => {
    const { materialLocaleOf } = await import('./componentLocales');
    const { ptBR, zhCN } = await import('@mui/material/locale');
    // Copies of the package's (src/i18n/build/materialLocales.ts), not its module of every locale.
    expect(materialLocaleOf('zh')?.components?.MuiAutocomplete?.defaultProps).toEqual(zhCN.components?.MuiAutocomplete?.defaultProps);
    expect(materialLocaleOf('pt')?.components?.MuiAutocomplete?.defaultProps).toEqual(ptBR.components?.MuiAutocomplete?.defaultProps);
    expect(materialLocaleOf('en')).toBeUndefined();
    expect(materialLocaleOf('toString')).toBeUndefined();
  });
});
