import { describe, expect, it } from 'vitest';
import { installCommands, packageManagerScript, parsePackageManager } from '../../blocks/install/packageManagers';
import { installBlockMarkdown, parseInstallDirective } from './installBlock';
import { renderMarkdown } from './renderMarkdown';
import vm from 'node:vm';

const FRONT = '---\ntitle: T\ndescription: D.\n---\n';

function bodyHtml(body: string): string {
  const rendered = renderMarkdown(`${FRONT}# T\n\nD.\n\n${body}`, { location: 'content/x/index.md', language: 'en' });
  return rendered.blocks.map((block) => (block.type === 'html' ? block.html : '')).join('\n');
}

describe('parseInstallDirective', () => {
  it('reads the packages and the dev and exact options', () => {
    expect(parseInstallDirective('{{"install": "@mui/material @emotion/react  @emotion/styled"}}')).toEqual({ packages: ['@mui/material', '@emotion/react', '@emotion/styled'] });
    expect(parseInstallDirective('{{"install": "@mui/base@5.0.0-beta.28", "exact": true}}')).toEqual({ packages: ['@mui/base@5.0.0-beta.28'], exact: true });
    expect(parseInstallDirective('{{"install": "styled-components@^5.3.1", "dev": true}}')).toEqual({ packages: ['styled-components@^5.3.1'], dev: true });
    expect(parseInstallDirective('{{"demo": "A.tsx"}}')).toBeNull();
  });

  it('refuses what is not a list of package names, and unknown options', () => {
    expect(() => parseInstallDirective('{{"install": "@mui/material; rm -rf /"}}')).toThrow(/not one/);
    expect(() => parseInstallDirective('{{"install": ""}}')).toThrow(/npm package names/);
    expect(() => parseInstallDirective('{{"install": "a", "save": true}}')).toThrow(/Unknown install option "save"/);
    expect(() => parseInstallDirective('{{"install": "a", "dev": "yes"}}')).toThrow(/"dev"/);
    expect(() => parseInstallDirective('{{"install": a}}')).toThrow(/JSON/);
  });
});

describe('installCommands', () => {
  it('writes each manager’s own command and flags', () => {
    expect(installCommands({ packages: ['@mui/material', '@emotion/react'] })).toEqual({
      npm: 'npm install @mui/material @emotion/react',
      yarn: 'yarn add @mui/material @emotion/react',
      pnpm: 'pnpm add @mui/material @emotion/react',
    });
    expect(installCommands({ packages: ['a@1.0.0'], dev: true, exact: true })).toEqual({
      npm: 'npm install --save-dev --save-exact a@1.0.0',
      yarn: 'yarn add --dev --exact a@1.0.0',
      pnpm: 'pnpm add --save-dev --save-exact a@1.0.0',
    });
  });
});

describe('the install block in a page', () => {
  const html = bodyHtml('Install:\n\n{{"install": "@mui/material @emotion/react"}}\n\nAgain:\n\n{{"install": "@mui/joy"}}\n');

  it('renders accessible tabs and every command, each a highlighted block with its copy button', () => {
    expect(html).toContain('<div role="tablist" aria-label="Package manager" class="MuiInstall-tabs">');
    expect(html).toContain('<button type="button" role="tab" id="install-1-npm" aria-controls="install-1-npm-panel" aria-selected="true" tabindex="0" data-package-manager="npm">npm</button>');
    expect(html).toContain('id="install-1-yarn" aria-controls="install-1-yarn-panel" aria-selected="false" tabindex="-1"');
    expect(html).toContain('<div role="tabpanel" id="install-1-pnpm-panel" aria-labelledby="install-1-pnpm" data-package-manager="pnpm"><div class="MuiCode-root" data-language="bash">');
    const text = html.replace(/<[^>]+>/g, '');
    for (const command of ['npm install @mui/material @emotion/react', 'yarn add @mui/material @emotion/react', 'pnpm add @mui/material @emotion/react']) {
      expect(text).toContain(command);
    }
    expect(html.match(/class="MuiCode-copy"/g)).toHaveLength(6);
    // Each block of the page has its own ids.
    expect(html).toContain('id="install-2-npm"');
    expect(html).toContain('@mui/joy');
  });

  it('reports a malformed block with its place', () => {
    expect(() => bodyHtml('{{"install": "bad name!"}}')).toThrow(/:9:1: Invalid install directive/);
  });

  it('reads as three commands in the Markdown twin', () => {
    expect(installBlockMarkdown({ packages: ['@mui/joy'] })).toBe('```bash\nnpm install @mui/joy\n# or\nyarn add @mui/joy\n# or\npnpm add @mui/joy\n```');
  });
});

describe('the remembered package manager', () => {
  it('parses only the three names', () => {
    expect(parsePackageManager('yarn')).toBe('yarn');
    expect(parsePackageManager('<script>')).toBe('npm');
    expect(parsePackageManager(null)).toBe('npm');
  });

  function runScript(stored: string | null) {
    const data = new Map<string, string>(stored === null ? [] : [['packageManager', stored]]);
    const attributes = new Map<string, string>();
    vm.runInNewContext(packageManagerScript(), {
      localStorage: { getItem: (key: string) => data.get(key) ?? null, removeItem: (key: string) => data.delete(key) },
      document: { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } },
    });
    return { attribute: attributes.get('data-package-manager') ?? null, stored: data.get('packageManager') ?? null };
  }

  it('the pre-paint script puts a valid choice on <html> and drops a hostile one', () => {
    expect(runScript('pnpm')).toEqual({ attribute: 'pnpm', stored: 'pnpm' });
    expect(runScript(null)).toEqual({ attribute: null, stored: null });
    expect(runScript('"><img src=x onerror=alert(1)>')).toEqual({ attribute: null, stored: null });
    expect(runScript('x'.repeat(10_000))).toEqual({ attribute: null, stored: null });
  });
});
