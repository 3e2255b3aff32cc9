// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clientLinkOf, isPlainClick } from './clientLinkEvents';

describe('clientLinkOf', () => {
  let container: HTMLElement;
  beforeEach(() => {
    document.body.innerHTML = `
      <ul id="tree">
        <li><a id="inner" data-client-link href="/material-ui/react-button/?x=1#api"><span id="label">Button</span></a></li>
        <li><a id="plain" href="/material-ui/react-chip/">Chip</a></li>
        <li><a id="external" data-client-link href="https://example.com/">Out</a></li>
        <li><a id="blank" data-client-link target="_blank" href="/x/">New tab</a></li>
        <li><a id="download" data-client-link download href="/file.zip">File</a></li>
      </ul>
      <a id="outside" data-client-link href="/elsewhere/">Outside</a>`;
    container = document.getElementById('tree')!;
  });
  const at = (id: string) => document.getElementById(id);

  it('finds the marked link of an event on its content, with path, query and hash', () => {
    expect(clientLinkOf(at('label'), container)).toEqual({ href: '/material-ui/react-button/?x=1#api' });
  });

  it('ignores unmarked, other-origin, new-tab and download links, and links outside the container', () => {
    for (const id of ['plain', 'external', 'blank', 'download', 'outside']) expect(clientLinkOf(at(id), container)).toBeNull();
  });

  it('ignores events not on elements', () => {
    expect(clientLinkOf(null, container)).toBeNull();
    expect(clientLinkOf(document.createTextNode('x') as unknown as EventTarget, container)).toBeNull();
  });
});

describe('isPlainClick', () => {
  const click = { defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
  it('takes a plain main-button click and leaves handled, modified and other-button clicks alone', () => {
    expect(isPlainClick(click)).toBe(true);
    for (const change of [{ defaultPrevented: true }, { button: 1 }, { metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }]) {
      expect(isPlainClick({ ...click, ...change })).toBe(false);
    }
  });
});
