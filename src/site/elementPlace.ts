/**
 * Where an element sits inside a part of the page that React renders again from scratch (a demo block
 * going live replaces the server's HTML with the same markup), so that the same element can be found in
 * the new markup. Controls are counted among the part's controls only: the live markup may add
 * decorative elements the server's has not (a button's ripple), which would shift a plain count.
 */

/** What a reader can click or focus. */
const CONTROLS = 'a[href],button,input,select,textarea,summary,[role="button"],[role="tab"],[role="menuitem"],[role="checkbox"],[role="switch"],[role="radio"],[tabindex]';

export interface ElementPlace {
  /** Index among the part's controls of the control holding the element, or -1. */
  control: number;
  /** Index among all the part's descendants (for elements outside any control). */
  element: number;
}

export function placeOf(part: Element, element: Element): ElementPlace {
  const control = element.closest(CONTROLS);
  return {
    control: control && part.contains(control) && control !== part ? [...part.querySelectorAll(CONTROLS)].indexOf(control) : -1,
    element: [...part.querySelectorAll('*')].indexOf(element),
  };
}

/** The element at `place` in `part` (the control, when the recorded element was in one). */
export function elementAtPlace(part: Element | null | undefined, place: ElementPlace): Element | undefined {
  if (!part) return undefined;
  if (place.control >= 0) return part.querySelectorAll(CONTROLS)[place.control];
  return place.element >= 0 ? part.querySelectorAll('*')[place.element] : undefined;
}
