import { describe, expect, it } from 'vitest';
import { bootScriptFile, externalizeBootScripts } from './bootScripts';
import { executableInlineScripts } from './inlineScripts';

const BOOT = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});';

describe('externalizeBootScripts', () => {
  it('replaces the boot script by a deferred script ahead of the chunks, and names the file after its content', () => {
    const html = `<head><noscript data-n-css=""></noscript><script>${BOOT}</script><script src="/_next/static/chunks/a.js" defer=""></script></head><body><script>keep()</script></body>`;
    const { html: rewritten, files } = externalizeBootScripts(html);
    expect(files).toEqual([bootScriptFile(BOOT)]);
    expect(files[0]!.publicPath).toMatch(/^\/_next\/static\/chunks\/boot-[0-9a-f]{16}\.js$/);
    expect(files[0]!.content).toBe(BOOT);
    expect(rewritten).toBe(
      `<head><noscript data-n-css=""></noscript><script src="${files[0]!.publicPath}" defer=""></script><script src="/_next/static/chunks/a.js" defer=""></script></head><body><script>keep()</script></body>`,
    );
    expect(executableInlineScripts(rewritten)).toEqual(['keep()']);
  });

  it('gives the same content the same file and other content another', () => {
    expect(bootScriptFile(BOOT)).toEqual(bootScriptFile(BOOT));
    expect(bootScriptFile(BOOT.replace('a.js', 'b.js')).publicPath).not.toBe(bootScriptFile(BOOT).publicPath);
  });

  it('leaves other inline scripts, and pages already rewritten, as they are', () => {
    for (const html of ['<script>globalThis.TURBOPACK=1</script>', `<script type="module">${BOOT}</script>`, '<p>no script</p>']) {
      expect(externalizeBootScripts(html)).toEqual({ html, files: [] });
    }
    const once = externalizeBootScripts(`<script>${BOOT}</script>`).html;
    expect(externalizeBootScripts(once)).toEqual({ html: once, files: [] });
  });
});
