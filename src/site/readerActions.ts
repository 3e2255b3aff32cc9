/**
 * What only a reader at the page does: move a pointer, touch, press a key, turn a wheel, activate
 * something (a screen reader's click comes without a pointer). A visit with nobody acting on the page (a
 * tab opened in the background, a crawler, a lab measurement) does none of these. A scroll is not one:
 * the page scrolls itself (the drawer to its current link, the document to a #hash), and a reader's
 * scrolling comes with a wheel, a touch, a key or a press. The inline early-clicks script notes them
 * before the page's scripts run; readerPresence.ts from then on.
 */
export const READER_ACTIONS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'click'] as const;
