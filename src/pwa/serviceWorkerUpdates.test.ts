import { describe, expect, it, vi } from 'vitest';
import { activateUpdates, reloadWhenFocused, shouldRegisterServiceWorker, SKIP_WAITING_MESSAGE } from './serviceWorkerUpdates';

function fakeWorker(state = 'installing') {
  const listeners: Array<() => void> = [];
  return {
    state,
    postMessage: vi.fn(),
    addEventListener: (_type: 'statechange', listener: () => void) => listeners.push(listener),
    fire(next: string) {
      this.state = next;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('service worker registration', () => {
  it('happens only in production, where supported, on the site origin', () => {
    expect(shouldRegisterServiceWorker('https://docs.example.com', 'https://docs.example.com', true, true)).toBe(true);
    expect(shouldRegisterServiceWorker('http://localhost:4173', 'http://localhost:3000', true, true)).toBe(false);
    expect(shouldRegisterServiceWorker('https://docs.example.com', 'https://docs.example.com', false, true)).toBe(false);
    expect(shouldRegisterServiceWorker('https://docs.example.com', 'https://docs.example.com', true, false)).toBe(false);
    expect(shouldRegisterServiceWorker('https://docs.example.com', 'not a url', true, true)).toBe(false);
  });
});

describe('activateUpdates', () => {
  it('tells a waiting worker, and an installing one once installed, to skip waiting', () => {
    const waiting = fakeWorker('installed');
    const installing = fakeWorker();
    let onUpdate: () => void = () => {};
    const registration = { waiting, installing: installing as ReturnType<typeof fakeWorker> | null, addEventListener: (_: 'updatefound', listener: () => void) => (onUpdate = listener) };
    activateUpdates(registration, true);
    expect(waiting.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
    installing.fire('installed');
    expect(installing.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
    const later = fakeWorker();
    registration.installing = later;
    onUpdate();
    later.fire('installed');
    expect(later.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
  });

  it('does nothing on a first visit, when no worker controls the page', () => {
    const waiting = fakeWorker('installed');
    activateUpdates({ waiting, installing: null, addEventListener: () => {} }, false);
    expect(waiting.postMessage).not.toHaveBeenCalled();
  });
});

describe('reloadWhenFocused', () => {
  it('reloads once, when the document has focus', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    let focused = false;
    reloadWhenFocused({ setInterval, clearInterval, location: { reload } as unknown as Location }, () => focused);
    vi.advanceTimersByTime(1000);
    expect(reload).not.toHaveBeenCalled();
    focused = true;
    vi.advanceTimersByTime(1000);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
