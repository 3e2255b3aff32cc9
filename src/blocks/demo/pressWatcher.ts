/** How long a press may last before a part waiting for it goes live anyway (a release the page never saw). */
const LONGEST_PRESS_MS = 2000;

export interface PressWatcher {
  /** Runs `run` at once when no press is under way in the box, else once the press has ended (after its click). */
  whenNoPress(run: () => void): void;
  stop(): void;
}

/**
 * Watches presses inside a part still showing its server HTML, so that the live part never replaces it in
 * the middle of one: a press that starts on the server's element and ends on the live one makes no click
 * at all, and the reader's click is lost. The replacement then waits for the release, and runs after the
 * click it makes (which the part keeps and replays on the live element).
 */
export function watchPresses(box: HTMLElement, view: Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'> = window): PressWatcher {
  let pressing = false;
  let pending: (() => void) | null = null;
  let giveUp: number | undefined;
  const release = () => {
    if (!pressing) return;
    pressing = false;
    if (giveUp !== undefined) view.clearTimeout(giveUp);
    const run = pending;
    pending = null;
    // After the click the release makes, which is dispatched right after it.
    if (run) view.setTimeout(run, 0);
  };
  const press = () => {
    pressing = true;
    if (giveUp !== undefined) view.clearTimeout(giveUp);
    giveUp = view.setTimeout(release, LONGEST_PRESS_MS);
  };
  box.addEventListener('pointerdown', press, true);
  view.addEventListener('pointerup', release, true);
  view.addEventListener('pointercancel', release, true);
  return {
    whenNoPress(run) {
      if (pressing) pending = run;
      else run();
    },
    stop() {
      if (giveUp !== undefined) view.clearTimeout(giveUp);
      pending = null;
      box.removeEventListener('pointerdown', press, true);
      view.removeEventListener('pointerup', release, true);
      view.removeEventListener('pointercancel', release, true);
    },
  };
}
