/** What a click on an element marked with `data-ga-event-*` attributes reports (B10). */
export interface ClickEvent {
  category: string;
  action: string | null;
  label: string | null;
}

/**
 * The event of a click: the nearest element from the target up that has `data-ga-event-category`.
 * `data-ga-event-split="0.1"` keeps that share of events (`random` below the split); null when there
 * is no such element or the event is sampled out.
 */
export function clickEventOf(target: Element | null, random: () => number): ClickEvent | null {
  const element = target?.closest('[data-ga-event-category]');
  if (!element) return null;
  const splitText = element.getAttribute('data-ga-event-split');
  if (splitText !== null) {
    const split = Number.parseFloat(splitText);
    if (Number.isFinite(split) && split > 0 && split < random()) return null;
  }
  return {
    category: element.getAttribute('data-ga-event-category') ?? '',
    action: element.getAttribute('data-ga-event-action'),
    label: element.getAttribute('data-ga-event-label'),
  };
}
