import type { Element, ElementContent } from 'hast';
import { installCommands, isPackageSpecifier, PACKAGE_MANAGERS, type InstallSpec } from '../../blocks/install/packageManagers';

const INSTALL_LINE = /^\{\{\s*("install"\s*:[\s\S]*)\}\}$/;

/** Parses `{{"install": "@mui/material @emotion/react", "dev": true, "exact": true}}`; throws a message for anything malformed. */
export function parseInstallDirective(text: string): InstallSpec | null {
  const match = INSTALL_LINE.exec(text.trim());
  if (!match) return null;
  let data: unknown;
  try {
    data = JSON.parse(`{${match[1]}}`);
  } catch {
    throw new Error(`Invalid install directive ${text.trim()}: it must be JSON between {{ and }}.`);
  }
  const { install, dev, exact, ...rest } = data as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length > 0) throw new Error(`Unknown install option "${unknown[0]}" in ${text.trim()}: the options are "dev" and "exact".`);
  if (dev !== undefined && typeof dev !== 'boolean') throw new Error(`The install option "dev" is ${JSON.stringify(dev)}; it takes true or false.`);
  if (exact !== undefined && typeof exact !== 'boolean') throw new Error(`The install option "exact" is ${JSON.stringify(exact)}; it takes true or false.`);
  const packages = typeof install === 'string' ? install.trim().split(/\s+/).filter(Boolean) : [];
  const bad = packages.find((name) => !isPackageSpecifier(name));
  if (packages.length === 0 || bad !== undefined) {
    throw new Error(`Invalid install directive ${text.trim()}: "install" lists npm package names separated by spaces${bad ? `, and "${bad}" is not one` : ''}.`);
  }
  return { packages, ...(dev ? { dev } : {}), ...(exact ? { exact } : {}) };
}

export const INSTALL_DIRECTIVE_FIX = 'Write {{"install": "@mui/material @emotion/react"}}, with "dev": true for a development dependency or "exact": true to pin the version.';

function text(value: string): ElementContent {
  return { type: 'text', value };
}

/**
 * The installation block as HTML: a tab per package manager (`role="tablist"`), and a panel per command,
 * each a plain `bash` fence the code-block step highlights and gives its copy button. Every command is
 * in the HTML; CSS shows the reader's (`<html data-package-manager>`, npm without one).
 */
export function installBlockHast(spec: InstallSpec, id: string): Element {
  const commands = installCommands(spec);
  const tabs: Element[] = PACKAGE_MANAGERS.map((manager, index) => ({
    type: 'element',
    tagName: 'button',
    properties: {
      type: 'button',
      role: 'tab',
      id: `${id}-${manager}`,
      ariaControls: [`${id}-${manager}-panel`],
      ariaSelected: index === 0 ? 'true' : 'false',
      tabIndex: index === 0 ? 0 : -1,
      dataPackageManager: manager,
    },
    children: [text(manager)],
  }));
  const panels: Element[] = PACKAGE_MANAGERS.map((manager) => ({
    type: 'element',
    tagName: 'div',
    properties: { role: 'tabpanel', id: `${id}-${manager}-panel`, ariaLabelledBy: [`${id}-${manager}`], dataPackageManager: manager },
    children: [
      {
        type: 'element',
        tagName: 'pre',
        properties: {},
        children: [{ type: 'element', tagName: 'code', properties: { className: ['language-bash'] }, children: [text(`${commands[manager]}\n`)] }],
      },
    ],
  }));
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['MuiInstall-root'], dataInstall: '' },
    children: [{ type: 'element', tagName: 'div', properties: { role: 'tablist', ariaLabel: 'Package manager', className: ['MuiInstall-tabs'] }, children: tabs }, ...panels],
  };
}

/** The block in a page's Markdown twin: the three commands in one bash fence. */
export function installBlockMarkdown(spec: InstallSpec): string {
  const commands = installCommands(spec);
  return ['```bash', PACKAGE_MANAGERS.map((manager) => commands[manager]).join('\n# or\n'), '```'].join('\n');
}
