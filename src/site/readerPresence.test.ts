// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReaderPresence, READER_ACTIONS } from './readerPresence';

const presence = createReaderPresence(() => window);

afterEach(() => presence.reset());

describe('readerPresence', () => {
  it('waits for the reader’s first action, then runs every waiting callback once', () => {
    const first = vi.fn();
    const second = vi.fn();
    presence.whenReaderActs(first);
    presence.whenReaderActs(second);
    window.dispatchEvent(new Event('load'));
    expect(first).not.toHaveBeenCalled();
    expect(presence.hasActed()).toBe(false);
    window.dispatchEvent(new Event('pointermove'));
    window.dispatchEvent(new Event('keydown'));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(presence.hasActed()).toBe(true);
  });

  it('runs a callback at once when the reader has already acted', () => {
    window.dispatchEvent(new Event('touchstart'));
    const callback = vi.fn();
    presence.whenReaderActs(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it.each(READER_ACTIONS)('counts %s as the reader acting, wherever on the page it happens', (type) => {
    const callback = vi.fn();
    presence.whenReaderActs(callback);
    const element = document.createElement('div');
    document.body.append(element);
    // Dispatched on an element without bubbling, as an element's scroll is: the window's capture sees it.
    element.dispatchEvent(new Event(type, { bubbles: false }));
    element.remove();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled callback', () => {
    const callback = vi.fn();
    const cancel = presence.whenReaderActs(callback);
    cancel();
    window.dispatchEvent(new Event('wheel'));
    expect(callback).not.toHaveBeenCalled();
  });

  it('does nothing on the server, where no reader acts', () => {
    const server = createReaderPresence(() => null);
    const callback = vi.fn();
    server.whenReaderActs(callback);
    expect(callback).not.toHaveBeenCalled();
    expect(server.hasActed()).toBe(false);
  });

  it('counts what the reader did before the page’s scripts ran', () => {
    const early = createReaderPresence(() => window, () => true);
    const callback = vi.fn();
    early.whenReaderActs(callback);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(early.hasActed()).toBe(true);
  });

  it('does not take the page scrolling itself (the drawer to its current link) for the reader', () => {
    const callback = vi.fn();
    presence.whenReaderActs(callback);
    const drawer = document.createElement('nav');
    document.body.append(drawer);
    drawer.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    drawer.remove();
    expect(callback).not.toHaveBeenCalled();
  });
});
