import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyToClipboard } from './copyToClipboard';

function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  vi.stubGlobal('navigator', writeText ? { clipboard: { writeText } } : {});
}

describe('copyToClipboard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('writes the text and resolves true', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    await expect(copyToClipboard('npm install')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('npm install');
  });

  it('resolves false, silently, when the clipboard refuses', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubClipboard(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')));
    await expect(copyToClipboard('x')).resolves.toBe(false);
    stubClipboard(() => Promise.reject(new Error('boom')));
    await expect(copyToClipboard('x')).resolves.toBe(false);
    stubClipboard(() => {
      throw new TypeError('sync failure');
    });
    await expect(copyToClipboard('x')).resolves.toBe(false);
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('resolves false without a clipboard', async () => {
    stubClipboard(undefined);
    await expect(copyToClipboard('x')).resolves.toBe(false);
    vi.stubGlobal('navigator', undefined);
    await expect(copyToClipboard('x')).resolves.toBe(false);
  });
});
