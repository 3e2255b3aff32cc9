import { gtag } from './gtag';

/** Decided once per page load: whether this visit reports web-vitals (B10). */
export function shouldReportWebVitals(skipRate: number, random: () => number): boolean {
  return random() >= skipRate;
}

interface Metric {
  name: string;
  value: number;
  delta: number;
  id: string;
}

function send(metric: Metric): void {
  gtag('event', metric.name, {
    value: Math.round(metric.name === 'CLS' ? metric.delta * 1000 : metric.delta),
    metric_id: metric.id,
    metric_value: metric.value,
    metric_delta: metric.delta,
    non_interaction: true,
  });
}

/** How long after the load event deferred telemetry waits before asking for an idle moment. */
export const TELEMETRY_DELAY_MS = 3000;

/**
 * Runs `task` once the page has loaded, `delayMs` have passed and the browser is idle. Returns a
 * function that cancels it.
 */
export function afterLoadAndIdle(task: () => void, delayMs = TELEMETRY_DELAY_MS): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    timer = setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 });
      else run();
    }, delayMs);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    if (timer !== undefined) clearTimeout(timer);
    window.removeEventListener('load', schedule);
  };
}

/** Sends every web-vital of this page load, with the `web-vitals` package (loaded on demand). */
export async function reportWebVitals(): Promise<void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  onCLS(send);
  onFCP(send);
  onINP(send);
  onLCP(send);
  onTTFB(send);
}
