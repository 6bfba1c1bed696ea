const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements inside `root` that Tab reaches, in document order (hidden subtrees excluded). */
export const focusableWithin = (root: HTMLElement): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'),
  );

/**
 * Keeps Tab and Shift+Tab inside `root`: from the last focusable element Tab wraps to the first, and back.
 * Returns true when it moved focus (the caller then prevents the browser's default).
 */
export const wrapTabFocus = (root: HTMLElement, shiftKey: boolean): boolean => {
  const elements = focusableWithin(root);
  const first = elements[0];
  const last = elements[elements.length - 1];
  if (!first || !last) return false;
  const active = root.ownerDocument.activeElement;
  const inside = active instanceof HTMLElement && root.contains(active);
  if (shiftKey && (!inside || active === first || active === root)) {
    last.focus();
    return true;
  }
  if (!shiftKey && (!inside || active === last)) {
    first.focus();
    return true;
  }
  return false;
};
