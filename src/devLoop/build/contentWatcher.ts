import fs from 'node:fs';

/**
 * Watches a folder recursively and hands over the paths (relative to it) that changed, in batches: an editor
 * saving a file, or a folder being renamed, touches several paths within a few milliseconds, and one batch
 * regenerates and refreshes once for all of them. A batch is not handed over while the previous one is
 * still being handled.
 */
export function watchContent(dir: string, onBatch: (paths: string[]) => Promise<void>, quietMs = 120): { close: () => void } {
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  const flush = async () => {
    timer = null;
    if (running) {
      await running;
      if (timer) return; // a later change scheduled its own flush
    }
    if (pending.size === 0) return;
    const batch = [...pending];
    pending = new Set();
    running = onBatch(batch)
      .catch((error: unknown) => console.error(error))
      .finally(() => {
        running = null;
      });
    await running;
  };

  const watcher = fs.watch(dir, { recursive: true }, (_event, filename) => {
    if (!filename) return;
    pending.add(filename.toString().split('\\').join('/'));
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void flush(), quietMs);
  });
  return {
    close: () => {
      if (timer) clearTimeout(timer);
      watcher.close();
    },
  };
}
