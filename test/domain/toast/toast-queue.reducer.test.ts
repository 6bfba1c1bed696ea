import { describe, expect, it } from 'vitest';
import { epochMs, milliseconds } from '#domain/shared/time';
import type { ToastActionId, ToastId } from '#domain/toast/toast';
import {
  INITIAL_TOAST_QUEUE,
  nextDeadline,
  toastQueueReducer,
  type ToastQueueEvent,
  type ToastQueueState,
} from '#domain/toast/toast-queue.reducer';
import { aToast } from '#test/support/arbitraries/toast.arbitrary';

const T0 = 1_700_000_000_000;
const id = 't0' as ToastId;
const toast = aToast({ id });

/** Runs events given as [ms after T0, event]. */
const run = (...steps: [number, ToastQueueEvent][]): ToastQueueState =>
  steps.reduce((state, [at, event]) => toastQueueReducer(state, event, epochMs(T0 + at)), INITIAL_TOAST_QUEUE);

const tick = (at: number): [number, ToastQueueEvent] => [at, { type: 'ticked' }];
const shown: [number, ToastQueueEvent] = [0, { type: 'shown', toast }];
const phaseAt = (...steps: [number, ToastQueueEvent][]) => run(...steps).entries[0]?.phase;

describe('toastQueueReducer (spec §4, §9 toast lifecycle)', () => {
  it('runs for its 5000 ms, then closes', () => {
    expect(phaseAt(shown, tick(4_999))).toMatchObject({ kind: 'running' });
    expect(phaseAt(shown, tick(5_000))).toEqual({ kind: 'closing', closedAt: T0 + 5_000, reason: 'expired' });
  });

  it('is removed 300 ms after closing', () => {
    expect(run(shown, tick(5_299)).entries).toHaveLength(1);
    expect(run(shown, tick(5_300)).entries).toEqual([]);
  });

  it('closes at its deadline even when the tick comes late, and goes at once if the removal is past too', () => {
    expect(phaseAt(shown, tick(5_200))).toEqual({ kind: 'closing', closedAt: T0 + 5_000, reason: 'expired' });
    expect(run(shown, tick(9_000)).entries).toEqual([]);
  });

  it('pauses on hover, keeping the remaining time, and resumes when the pointer leaves', () => {
    const hovered: [number, ToastQueueEvent] = [2_000, { type: 'pointerEntered', id }];
    expect(phaseAt(shown, hovered, tick(60_000))).toEqual({ kind: 'paused', remaining: 3_000 });
    const left: [number, ToastQueueEvent] = [10_000, { type: 'pointerLeft', id }];
    expect(phaseAt(shown, hovered, left, tick(12_999))).toMatchObject({ kind: 'running' });
    expect(phaseAt(shown, hovered, left, tick(13_000))).toMatchObject({ kind: 'closing', closedAt: T0 + 13_000 });
  });

  it('stays paused while focused even after the pointer leaves', () => {
    expect(
      phaseAt(
        shown,
        [1_000, { type: 'pointerEntered', id }],
        [2_000, { type: 'focused', id }],
        [3_000, { type: 'pointerLeft', id }],
        tick(20_000),
      ),
    ).toEqual({ kind: 'paused', remaining: 4_000 });
  });

  it('closes on the close button only if it can be closed', () => {
    expect(phaseAt(shown, [1_000, { type: 'closeClicked', id }])).toEqual({
      kind: 'closing',
      closedAt: T0 + 1_000,
      reason: 'closeClicked',
    });
    const fixed = aToast({ id, canClose: false });
    expect(
      run([0, { type: 'shown', toast: fixed }], [1_000, { type: 'closeClicked', id }]).entries[0]?.phase.kind,
    ).toBe('running');
  });

  it.each([
    [50, 'running'],
    [51, 'closing'],
    [-80, 'closing'],
  ])('a swipe of %s px leaves it %s', (distancePx, kind) => {
    expect(phaseAt(shown, [1_000, { type: 'swiped', id, distancePx }])?.kind).toBe(kind);
  });

  it('closes when its action is used', () => {
    const withAction = aToast({ id, action: { text: 'Undo', actionId: 'undo' as ToastActionId } });
    expect(
      run([0, { type: 'shown', toast: withAction }], [500, { type: 'actionClicked', id }]).entries[0]?.phase,
    ).toEqual({
      kind: 'closing',
      closedAt: T0 + 500,
      reason: 'actionClicked',
    });
  });

  it('keeps a toast without auto-close until it is dismissed', () => {
    const sticky = aToast({ id, duration: null, canClose: false });
    const state = run([0, { type: 'shown', toast: sticky }], tick(3_600_000));
    expect(state.entries[0]?.phase).toEqual({ kind: 'running', since: T0, remaining: null });
    expect(nextDeadline(state)).toBeNull();
    expect(toastQueueReducer(state, { type: 'dismissed', id }, epochMs(T0 + 3_600_000)).entries[0]?.phase.kind).toBe(
      'closing',
    );
  });

  it('ignores a second toast with the same id', () => {
    expect(run(shown, [100, { type: 'shown', toast: aToast({ id, title: 'Other' }) }]).entries).toHaveLength(1);
  });

  it('tells the next deadline: the earliest expiry or removal', () => {
    const other = aToast({ id: 't1', duration: milliseconds(2_000) });
    const state = run(shown, [1_000, { type: 'shown', toast: other }]);
    expect(nextDeadline(state)).toBe(T0 + 3_000);
    expect(nextDeadline(toastQueueReducer(state, { type: 'ticked' }, epochMs(T0 + 3_000)))).toBe(T0 + 3_300);
    expect(nextDeadline(INITIAL_TOAST_QUEUE)).toBeNull();
  });
});
