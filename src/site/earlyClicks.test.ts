// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { EARLY_CLICKS_GLOBAL, EARLY_CLICKS_SCRIPT, readerActedEarly, replayEarlyClick } from './earlyClicks';

function page(): { button: HTMLButtonElement; label: HTMLElement; link: HTMLAnchorElement; root: HTMLElement } {
  document.body.innerHTML =
    '<div id="__next"><button id="settings" type="button"><span id="label">Settings</span></button><a id="link" href="#x">Link</a><button id="gone" type="button">Gone</button></div>';
  new Function(EARLY_CLICKS_SCRIPT)();
  return {
    button: document.getElementById('settings') as HTMLButtonElement,
    label: document.getElementById('label')!,
    link: document.getElementById('link') as HTMLAnchorElement,
    root: document.getElementById('__next')!,
  };
}

const recorded = () => (window as unknown as Record<string, { targets: Element[]; done: boolean }>)[EARLY_CLICKS_GLOBAL]!;

describe('early clicks', () => {
  beforeEach(() => {
    delete (window as unknown as Record<string, unknown>)[EARLY_CLICKS_GLOBAL];
  });

  it('notes that the reader acted before the page’s scripts ran: a pointer move, a key, a wheel…, not a scroll', () => {
    page();
    expect(readerActedEarly()).toBe(false);
    window.dispatchEvent(new Event('load'));
    // The page scrolls itself (the drawer to its current link): not the reader.
    document.body.dispatchEvent(new Event('scroll'));
    expect(readerActedEarly()).toBe(false);
    document.body.dispatchEvent(new Event('wheel'));
    expect(readerActedEarly()).toBe(true);
    delete (window as unknown as Record<string, unknown>)[EARLY_CLICKS_GLOBAL];
    page();
    expect(readerActedEarly()).toBe(false);
    window.dispatchEvent(new Event('pointermove'));
    expect(readerActedEarly()).toBe(true);
  });

  it('records the button a click lands on (also through its label), not links', () => {
    const { label, link } = page();
    link.click();
    expect(recorded().targets).toEqual([]);
    label.click();
    expect(recorded().targets.map((element) => element.id)).toEqual(['settings']);
  });

  it('replays the last recorded click once, after which nothing more is recorded', () => {
    const { button } = page();
    let clicks = 0;
    document.getElementById('gone')!.click();
    button.click();
    button.addEventListener('click', () => (clicks += 1));
    (button as unknown as Record<string, unknown>)['__reactProps$abc'] = {};
    expect(replayEarlyClick()).toBe(button);
    expect(clicks).toBe(1);
    expect(replayEarlyClick()).toBeNull();
    button.click();
    expect(recorded().targets).toEqual([]);
    expect(clicks).toBe(2);
  });

  it('waits until React has hydrated the button before clicking it', async () => {
    const { button } = page();
    button.click();
    let clicks = 0;
    button.addEventListener('click', () => (clicks += 1));
    expect(replayEarlyClick()).toBe(button);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(clicks).toBe(0);
    (button as unknown as Record<string, unknown>)['__reactProps$abc'] = {};
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(clicks).toBe(1);
  });

  it('clicks the same button in the live demo block that replaced the server’s', async () => {
    document.body.innerHTML =
      '<div id="__next"><div data-demo-block="server"><section><button type="button">A</button></section></div>' +
      '<div data-demo-block="server"><section><span></span><button id="old" type="button">Show code</button></section></div></div>';
    new Function(EARLY_CLICKS_SCRIPT)();
    document.getElementById('old')!.click();
    expect(replayEarlyClick()?.id).toBe('old');
    // The second block goes live: its markup is rendered again, by React this time.
    const blocks = document.querySelectorAll('[data-demo-block]');
    const live = document.createElement('div');
    live.setAttribute('data-demo-block', 'live');
    live.innerHTML = '<section><span></span><button id="new" type="button">Show code</button></section>';
    blocks[1]!.replaceWith(live);
    const replacement = document.getElementById('new')!;
    let clicks = 0;
    replacement.addEventListener('click', () => (clicks += 1));
    (replacement as unknown as Record<string, unknown>)['__reactProps$abc'] = {};
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(clicks).toBe(1);
  });

  it('skips a recorded button that left the page', () => {
    page();
    const gone = document.getElementById('gone')!;
    gone.click();
    gone.remove();
    expect(replayEarlyClick()).toBeNull();
  });

  it('stops recording, and forgets, once React answers clicks itself', () => {
    const { button, root } = page();
    button.click();
    (root as unknown as Record<string, unknown>)['__reactContainer$abc'] = {};
    button.click();
    expect(recorded().done).toBe(true);
    expect(recorded().targets).toEqual([]);
    expect(replayEarlyClick()).toBeNull();
  });

  it('does nothing without the script, or with a record of the wrong shape', () => {
    expect(replayEarlyClick()).toBeNull();
    (window as unknown as Record<string, unknown>)[EARLY_CLICKS_GLOBAL] = { targets: 'x', done: false };
    expect(replayEarlyClick()).toBeNull();
  });

  it('installs itself once', () => {
    page();
    new Function(EARLY_CLICKS_SCRIPT)();
    document.getElementById('settings')!.click();
    expect(recorded().targets).toHaveLength(1);
  });
});
