// A counter, so two dialogs open at once (a modal over the mobile menu) unlock only when both have closed.
let locks = 0;

/** Locks page scrolling behind a dialog; the returned function releases this lock. */
export const lockBodyScroll = (doc: Document): (() => void) => {
  locks += 1;
  doc.documentElement.setAttribute('data-scroll-locked', '');
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) doc.documentElement.removeAttribute('data-scroll-locked');
  };
};
