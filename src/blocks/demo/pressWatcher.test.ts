// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchPresses } from './pressWatcher';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('watchPresses', () => {
  it('runs at once when nothing is pressed', () => {
    const box = document.createElement('div');
    const watcher = watchPresses(box);
    const run = vi.fn();
    watcher.whenNoPress(run);
    expect(run).toHaveBeenCalledTimes(1);
    watcher.stop();
  });

  it('waits for a press in the box to end, and runs after the click it makes', () => {
    vi.useFakeTimers();
    const box = document.createElement('div');
    const button = document.createElement('button');
    box.append(button);
    document.body.append(box);
    const watcher = watchPresses(box);
    const order: string[] = [];
    button.addEventListener('click', () => order.push('click'));
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    watcher.whenNoPress(() => order.push('live'));
    expect(order).toEqual([]);
    button.dispatchEvent(new Event('pointerup', { bubbles: true }));
    button.click();
    vi.runAllTimers();
    expect(order).toEqual(['click', 'live']);
    watcher.stop();
  });

  it('does not wait forever for a release it never sees', () => {
    vi.useFakeTimers();
    const box = document.createElement('div');
    const watcher = watchPresses(box);
    box.dispatchEvent(new Event('pointerdown'));
    const run = vi.fn();
    watcher.whenNoPress(run);
    vi.advanceTimersByTime(2100);
    expect(run).toHaveBeenCalledTimes(1);
    watcher.stop();
  });

  it('ignores presses outside the box', () => {
    const box = document.createElement('div');
    document.body.append(box);
    const watcher = watchPresses(box);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    const run = vi.fn();
    watcher.whenNoPress(run);
    expect(run).toHaveBeenCalledTimes(1);
    watcher.stop();
  });
});
