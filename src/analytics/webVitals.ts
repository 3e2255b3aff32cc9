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

/** Sends every web-vital of this page load, with the `web-vitals` package (loaded on demand). */
export async function reportWebVitals(): Promise<void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  onCLS(send);
  onFCP(send);
  onINP(send);
  onLCP(send);
  onTTFB(send);
}
