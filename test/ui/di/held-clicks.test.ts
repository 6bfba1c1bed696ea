import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLICK_HOLDER_READY_EVENT, HELD_CLICK_ATTRIBUTE, HOLDS_CLICK_ATTRIBUTE } from '#domain/shell/held-clicks';
import { HeldClicks } from '#ui/di/held-clicks';

/** A server-rendered control: in the document, counting the clicks that reach it. */
const control = (marked = true) => {
  const button = document.createElement('button');
  if (marked) button.setAttribute(HOLDS_CLICK_ATTRIBUTE, '');
  const reached = vi.fn();
  button.addEventListener('click', reached);
  const label = document.createElement('span');
  button.append(label);
  host.append(button);
  return { button, label, reached };
};

let host: HTMLElement;
let clicks: HeldClicks;

describe('held clicks', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    host = document.createElement('div');
    // A document of its own per test: a listener once added to the shared one stays for the whole file.
    const doc = document.implementation.createHTMLDocument();
    clicks = new HeldClicks();
    clicks.install(doc);
    doc.body.append(host);
  });

  afterEach(() => {
    vi.useRealTimers();
    host.remove();
  });

  it('holds a press on a control that is not live yet, and gives it once the control is live', () => {
    const { button, label, reached } = control();
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    label.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    expect(reached).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-busy')).toBe('true');

    clicks.liveControl(button);
    expect(reached).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(reached).toHaveBeenCalledTimes(1);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('acts once for two presses made before the control was live', () => {
    const { button, reached } = control();
    button.click();
    button.click();
    clicks.liveControl(button);
    vi.runAllTimers();
    expect(reached).toHaveBeenCalledTimes(1);
  });

  it('lets presses through on live controls and on controls that do not hold them', () => {
    const live = control();
    clicks.liveControl(live.button);
    live.button.click();
    expect(live.reached).toHaveBeenCalledTimes(1);

    const plain = control(false);
    plain.button.click();
    expect(plain.reached).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(live.reached).toHaveBeenCalledTimes(1);
  });

  it('gives nothing to a control that went live without a press, or left the page before it was live', () => {
    const idle = control();
    clicks.liveControl(idle.button);
    vi.runAllTimers();
    expect(idle.reached).not.toHaveBeenCalled();

    const gone = control();
    gone.button.click();
    clicks.liveControl(gone.button);
    gone.button.remove();
    vi.runAllTimers();
    expect(gone.reached).not.toHaveBeenCalled();
  });

  it('ignores the unmount of a control (React calls its ref with null)', () => {
    expect(() => clicks.liveControl(null)).not.toThrow();
  });

  it("takes over the presses the page's inline script held, and tells that script to stop", () => {
    const doc = document.implementation.createHTMLDocument();
    const early = document.createElement('button');
    early.setAttribute(HOLDS_CLICK_ATTRIBUTE, '');
    early.setAttribute(HELD_CLICK_ATTRIBUTE, '');
    early.setAttribute('aria-busy', 'true');
    const reached = vi.fn();
    early.addEventListener('click', reached);
    doc.body.append(early);
    const told = vi.fn();
    doc.addEventListener(CLICK_HOLDER_READY_EVENT, told);

    const holder = new HeldClicks();
    holder.install(doc);
    expect(told).toHaveBeenCalledTimes(1);
    expect(early.hasAttribute(HELD_CLICK_ATTRIBUTE)).toBe(false);
    holder.liveControl(early);
    vi.runAllTimers();
    expect(reached).toHaveBeenCalledTimes(1);
    expect(early.hasAttribute('aria-busy')).toBe(false);
  });
});
