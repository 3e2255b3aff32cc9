import { describe, expect, it } from 'vitest';
import { chromiumPath, missingChromiumMessage } from './chromium';

describe('missingChromiumMessage', () => {
  it('is null when the binary can run', () => {
    expect(missingChromiumMessage({}, (file) => file === '/usr/bin/chromium')).toBeNull();
  });

  it('says in one line how to install Debian’s Chromium when it is missing', () => {
    const message = missingChromiumMessage({}, () => false);
    expect(message).toContain('sudo apt-get install chromium');
    expect(message).toContain('/usr/bin/chromium');
    expect(message).not.toContain('\n');
  });

  it('names CHROMIUM_PATH when that is what points nowhere', () => {
    const env = { CHROMIUM_PATH: '/opt/chrome/missing' };
    expect(chromiumPath(env)).toBe('/opt/chrome/missing');
    expect(missingChromiumMessage(env, () => false)).toMatch(/^No Chromium at CHROMIUM_PATH=\/opt\/chrome\/missing:/);
  });

  it('finds the real binary on this machine when it is installed', () => {
    // The check itself, against the file system (no stub): a path that cannot exist is reported.
    expect(missingChromiumMessage({ CHROMIUM_PATH: '/nonexistent/chromium' })).not.toBeNull();
  });
});
