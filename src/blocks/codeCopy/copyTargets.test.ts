// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { copyTargetText, findCopyTarget } from './copyTargets';

afterEach(() => {
  document.body.innerHTML = '';
});

function mount(html: string): void {
  document.body.innerHTML = html;
}

describe('copyTargetText', () => {
  it('reads a code block’s <pre>', () => {
    mount('<div class="MuiCode-root"><pre><code>npm install</code></pre><button>Copy</button></div>');
    expect(copyTargetText(document.querySelector('.MuiCode-root')!)).toBe('npm install');
  });

  it('reads a read-only demo source without the newline that keeps the last line’s height', () => {
    mount('<div data-demo-code="A"><pre><code>&lt;Button /&gt;\n</code></pre></div>');
    expect(copyTargetText(document.querySelector('[data-demo-code]')!)).toBe('<Button />');
  });

  it('reads an editable demo source from its text area, edits included', () => {
    mount('<div data-demo-code="A"><pre><code>old\n</code></pre><textarea></textarea></div>');
    document.querySelector('textarea')!.value = 'edited';
    expect(copyTargetText(document.querySelector('[data-demo-code]')!)).toBe('edited');
  });
});

describe('findCopyTarget', () => {
  it('takes the preferred block while it is attached and shown', () => {
    mount('<div class="MuiCode-root" id="a"><pre>a</pre></div><div hidden><div class="MuiCode-root" id="b"><pre>b</pre></div></div>');
    const a = document.getElementById('a')!;
    const b = document.getElementById('b')!;
    expect(findCopyTarget(document, a)).toBe(a);
    // A block in a closed tab panel is never the target.
    expect(findCopyTarget(document, b)).toBeNull();
    a.remove();
    expect(findCopyTarget(document, a)).toBeNull();
  });

  it('falls back to the block holding focus', () => {
    mount('<div class="MuiCode-root"><pre>a</pre></div><div data-demo-code="D"><pre tabindex="0">d</pre></div>');
    const pre = document.querySelector<HTMLElement>('[data-demo-code] pre')!;
    pre.focus();
    expect(findCopyTarget(document, null)).toBe(document.querySelector('[data-demo-code]'));
  });

  it('finds nothing when no block is hovered or focused', () => {
    mount('<div class="MuiCode-root"><pre>a</pre></div>');
    expect(findCopyTarget(document, null)).toBeNull();
  });
});
