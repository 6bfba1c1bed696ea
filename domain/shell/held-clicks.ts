/**
 * How a press on a control that is not live yet is kept for it, from the page's first inline script (which holds the
 * presses made before any module has run) to the page's own holder (`ui/di/held-clicks.ts`), which takes them over.
 */

/** Marks a control whose part may still wait for its code or services when it is pressed. */
export const HOLDS_CLICK_ATTRIBUTE = 'data-holds-click';

/** Marks a control pressed before the page's modules ran: the page's holder gives it the press once it is live. */
export const HELD_CLICK_ATTRIBUTE = 'data-held-click';

/** Told on the document when the page's holder takes over: the inline script's holder stops. */
export const CLICK_HOLDER_READY_EVENT = 'audiora:click-holder-ready';
