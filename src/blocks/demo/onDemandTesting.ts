// Helpers for the unit tests of parts that keep their server HTML until needed (demo blocks, playgrounds).
import { act } from 'react';

/** An IntersectionObserver that reports only when the test says the part is near. */
export class ControlledObserver {
  static instances: ControlledObserver[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    ControlledObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}
  near() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

/** Lets pending promises and a few milliseconds of timers run, inside act(). */
export const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
