import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type EpochMs, epochMs } from '#domain/shared/time';
import type { ToastId } from '#domain/toast/toast';
import {
  INITIAL_TOAST_QUEUE,
  nextDeadline,
  toastQueueReducer,
  type ToastQueueEvent,
  type ToastQueueState,
} from '#domain/toast/toast-queue.reducer';
import type { Timed } from '#test/support/arbitraries/shell.arbitrary';
import { toastEventsArbitrary } from '#test/support/arbitraries/toast.arbitrary';

const statesOf = (steps: readonly Timed<ToastQueueEvent>[]): ToastQueueState[] => {
  const states: ToastQueueState[] = [];
  let state = INITIAL_TOAST_QUEUE;
  for (const { event, now } of steps) {
    state = toastQueueReducer(state, event, now);
    states.push(state);
  }
  return states;
};

interface Observed {
  readonly state: ToastQueueState;
  readonly now: EpochMs;
  readonly afterEvent: boolean;
}

/** What the application does: besides the events, tick at every nextDeadline, so every change is seen when it happens. */
const drive = (steps: readonly Timed<ToastQueueEvent>[]): Observed[] => {
  const seen: Observed[] = [];
  let state = INITIAL_TOAST_QUEUE;
  for (const { event, now } of steps) {
    for (let due = nextDeadline(state); due !== null && due <= now; due = nextDeadline(state)) {
      const next = toastQueueReducer(state, { type: 'ticked' }, due);
      if (next === state) throw new Error(`nextDeadline ${due} promised a change that did not happen`);
      state = next;
      seen.push({ state, now: due, afterEvent: false });
    }
    state = toastQueueReducer(state, event, now);
    seen.push({ state, now, afterEvent: true });
  }
  return seen;
};

/** Time a toast was hovered or focused between `from` and `to`, from the events alone. */
const heldTime = (steps: readonly Timed<ToastQueueEvent>[], id: ToastId, from: number, to: number): number => {
  let hovered = false;
  let focused = false;
  let heldSince: number | null = null;
  let held = 0;
  for (const { event, now } of steps) {
    if (now < from || now >= to || !('id' in event) || event.id !== id) continue;
    if (event.type === 'pointerEntered') hovered = true;
    else if (event.type === 'pointerLeft') hovered = false;
    else if (event.type === 'focused') focused = true;
    else if (event.type === 'blurred') focused = false;
    else continue;
    if ((hovered || focused) && heldSince === null) heldSince = now;
    if (!(hovered || focused) && heldSince !== null) {
      held += now - heldSince;
      heldSince = null;
    }
  }
  return held + (heldSince === null ? 0 : to - heldSince);
};

describe('toast queue properties (spec §4, §9)', () => {
  it('closes a toast by itself only after it has run its full duration, paused time not counted', () => {
    fc.assert(
      fc.property(toastEventsArbitrary(), (steps) => {
        for (const { state } of drive(steps)) {
          for (const entry of state.entries) {
            if (entry.phase.kind !== 'closing' || entry.phase.reason !== 'expired') continue;
            const { closedAt } = entry.phase;
            const held = heldTime(steps, entry.toast.id, entry.shownAt, closedAt);
            expect(entry.toast.duration).not.toBeNull();
            expect(closedAt - entry.shownAt - held).toBe(entry.toast.duration);
          }
        }
      }),
    );
  });

  it('removes a closed toast exactly 300 ms after it closed, and not before', () => {
    fc.assert(
      fc.property(toastEventsArbitrary(), (steps) => {
        const closedAt = new Map<ToastId, number>();
        for (const { state, now } of drive(steps)) {
          const present = new Set(state.entries.map((entry) => entry.toast.id));
          for (const [id, at] of closedAt) {
            if (!present.has(id)) {
              expect(now).toBe(at + 300);
              closedAt.delete(id);
            }
          }
          for (const entry of state.entries) {
            if (entry.phase.kind !== 'closing') continue;
            const known = closedAt.get(entry.toast.id);
            if (known !== undefined) expect(entry.phase.closedAt).toBe(known);
            closedAt.set(entry.toast.id, entry.phase.closedAt);
            expect(now).toBeLessThan(entry.phase.closedAt + 300);
          }
        }
      }),
    );
  });

  it('does not depend on when ticks come: a tick in every gap changes no state after any event', () => {
    fc.assert(
      fc.property(
        toastEventsArbitrary(),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 60, maxLength: 60 }),
        (steps, fractions) => {
          // One extra tick somewhere in each gap between neighbouring events (ends included).
          const withTicks = steps.flatMap((step, i): Timed<ToastQueueEvent>[] => {
            const next = steps[i + 1];
            if (next === undefined) return [step];
            const at = step.now + Math.floor((next.now - step.now) * (fractions[i] ?? 0));
            return [step, { event: { type: 'ticked' }, now: epochMs(at) }];
          });
          const afterEvents = statesOf(withTicks).filter((_, i) => i % 2 === 0);
          expect(afterEvents).toEqual(statesOf(steps));
        },
      ),
    );
  });

  it('ticking at every deadline, as the application does, changes no state after any event', () => {
    fc.assert(
      fc.property(toastEventsArbitrary(), (steps) => {
        const afterEvents = drive(steps).filter((observed) => observed.afterEvent);
        expect(afterEvents.map((observed) => observed.state)).toEqual(statesOf(steps));
      }),
    );
  });

  it('changes by itself at nextDeadline and not a moment before', () => {
    fc.assert(
      fc.property(toastEventsArbitrary(), fc.double({ min: 0, max: 1, noNaN: true }), (steps, fraction) => {
        const state = statesOf(steps).at(-1) ?? INITIAL_TOAST_QUEUE;
        const deadline = nextDeadline(state);
        const last = steps.at(-1)?.now ?? epochMs(0);
        if (deadline === null) {
          const later = toastQueueReducer(state, { type: 'ticked' }, epochMs(last + 10_000_000));
          expect(later.entries.map((e) => e.phase.kind)).toEqual(state.entries.map((e) => e.phase.kind));
          return;
        }
        expect(deadline).toBeGreaterThan(last);
        const early: EpochMs = epochMs(last + Math.floor((deadline - 1 - last) * fraction));
        expect(toastQueueReducer(state, { type: 'ticked' }, early)).toEqual(state);
        expect(toastQueueReducer(state, { type: 'ticked' }, deadline)).not.toEqual(state);
      }),
    );
  });

  it('never closes a toast without auto-close unless someone closes it', () => {
    fc.assert(
      fc.property(toastEventsArbitrary({ withUserCloses: false }), (steps) => {
        for (const state of statesOf(steps)) {
          for (const entry of state.entries) {
            if (entry.toast.duration === null) expect(entry.phase.kind).not.toBe('closing');
            if (entry.phase.kind === 'closing') expect(entry.phase.reason).toBe('expired');
          }
        }
      }),
    );
  });
});
