import { CLICK_HOLDER_READY_EVENT, HELD_CLICK_ATTRIBUTE, HOLDS_CLICK_ATTRIBUTE } from '#domain/shell/held-clicks';

/**
 * The first press on a control that is still the server's HTML (its part waits for the services, and React drops a
 * click on a part it has not hydrated): the click is held, and given to the control again once React has made it
 * live, so a visitor's first press is never lost. Two presses before then still act once.
 */
export class HeldClicks {
  readonly #live = new WeakSet<Element>();
  readonly #held = new Set<HTMLElement>();

  /**
   * Holds clicks on marked controls that are not live yet; listens before React's own listeners. Takes over from the
   * page's inline script, which held the presses made before this module ran.
   */
  install(doc: Document): void {
    doc.dispatchEvent(new Event(CLICK_HOLDER_READY_EVENT));
    for (const control of doc.querySelectorAll<HTMLElement>(`[${HELD_CLICK_ATTRIBUTE}]`)) {
      control.removeAttribute(HELD_CLICK_ATTRIBUTE);
      this.#held.add(control);
    }
    doc.addEventListener(
      'click',
      (event) => {
        const target = event.target instanceof Element ? event.target : null;
        const control = target?.closest<HTMLElement>(`[${HOLDS_CLICK_ATTRIBUTE}]`);
        if (!control || this.#live.has(control)) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        // Says the press was taken (and a style shows it) until the control answers it.
        control.setAttribute('aria-busy', 'true');
        this.#held.add(control);
      },
      { capture: true },
    );
  }

  /** A ref for a marked control: live once React has hydrated it, which then gets the click held for it. */
  readonly liveControl = (element: HTMLElement | null): void => {
    if (element === null) return;
    this.#live.add(element);
    if (!this.#held.delete(element)) return;
    // After the commit that made it live and its effects, as a press of the visitor's would come.
    setTimeout(() => {
      element.removeAttribute('aria-busy');
      if (element.isConnected) element.click();
    }, 0);
  };
}

/** The page's one holder: installed by the browser entry, used by the controls' refs. */
export const heldClicks = new HeldClicks();
