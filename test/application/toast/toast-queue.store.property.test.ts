import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToastQueueStore } from '#application/toast/toast-queue.store';
import { epochMs, milliseconds } from '#domain/shared/time';
import { createToast, type ToastId } from '#domain/toast/toast';
import { TOAST_REMOVAL_DELAY_MS } from '#domain/toast/toast-gestures';
import {
  INITIAL_TOAST_QUEUE,
  nextDeadline,
  type ToastQueueEvent,
  toastQueueReducer,
  type ToastQueueState,
} from '#domain/toast/toast-queue.reducer';
import { VirtualTime } from '#test/support/virtual-time';

type Operation =
  | { readonly kind: 'show'; readonly duration: number | null; readonly canClose: boolean }
  | { readonly kind: 'pause' | 'resume'; readonly by: 'hover' | 'focus'; readonly target: number }
  | { readonly kind: 'close' | 'dismiss'; readonly target: number }
  | { readonly kind: 'swipe'; readonly distancePx: number; readonly target: number };

const operationArbitrary: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('show' as const),
      duration: fc.oneof(fc.constant(5_000), fc.integer({ min: 1, max: 8_000 }), fc.constant(null)),
      canClose: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constantFrom('pause' as const, 'resume' as const),
      by: fc.constantFrom('hover' as const, 'focus' as const),
      target: fc.nat(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constantFrom('close' as const, 'dismiss' as const), target: fc.nat() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('swipe' as const),
      distancePx: fc.integer({ min: -120, max: 120 }),
      target: fc.nat(),
    }),
  },
);

/** Operations with the virtual time to wait before each: often short, sometimes past a whole toast's life. */
const timelineArbitrary = fc.array(
  fc.tuple(fc.oneof(fc.nat({ max: 400 }), fc.nat({ max: 6_000 })), operationArbitrary),
  {
    maxLength: 30,
  },
);

const eventFor = (operation: Exclude<Operation, { kind: 'show' }>, id: ToastId): ToastQueueEvent => {
  switch (operation.kind) {
    case 'pause':
      return { type: operation.by === 'hover' ? 'pointerEntered' : 'focused', id };
    case 'resume':
      return { type: operation.by === 'hover' ? 'pointerLeft' : 'blurred', id };
    case 'close':
      return { type: 'closeClicked', id };
    case 'dismiss':
      return { type: 'dismissed', id };
    case 'swipe':
      return { type: 'swiped', id, distancePx: operation.distancePx };
  }
};

/** Runs the timeline against the store and, event by event, against the bare reducer (the model). */
const run = async (timeline: readonly (readonly [number, Operation])[]) => {
  const time = new VirtualTime();
  const store = new ToastQueueStore({ scheduler: time.scheduler });
  const ids: ToastId[] = [];
  let model: ToastQueueState = INITIAL_TOAST_QUEUE;
  const timerChecks: { readonly pending: readonly number[]; readonly deadline: number | null }[] = [];
  for (const [wait, operation] of timeline) {
    await time.advanceBy(wait);
    const now = epochMs(time.now);
    if (operation.kind === 'show') {
      const duration = operation.duration === null ? null : milliseconds(operation.duration);
      const shown = store.show({ title: 'Saved', canClose: operation.canClose, duration });
      if (!shown.ok) throw new Error(shown.error.code);
      ids.push(shown.value);
      const created = createToast({ id: shown.value, title: 'Saved', canClose: operation.canClose, duration });
      if (!created.ok) throw new Error(created.error.code);
      model = toastQueueReducer(model, { type: 'shown', toast: created.toast }, now);
    } else {
      const id = ids[operation.target % Math.max(ids.length, 1)];
      if (id === undefined) continue;
      if (operation.kind === 'pause') store.pause(id, operation.by);
      if (operation.kind === 'resume') store.resume(id, operation.by);
      if (operation.kind === 'close') store.close(id);
      if (operation.kind === 'dismiss') store.dismiss(id);
      if (operation.kind === 'swipe') store.swipe(id, operation.distancePx);
      model = toastQueueReducer(model, eventFor(operation, id), now);
    }
    timerChecks.push({ pending: time.pendingTimers, deadline: nextDeadline(store.state) });
  }
  return { time, store, ids, model, timerChecks };
};

describe('ToastQueueStore properties', () => {
  it('keeps exactly one timer, at the next deadline, and none when nothing can change by itself', async () => {
    await fc.assert(
      fc.asyncProperty(timelineArbitrary, async (timeline) => {
        const { timerChecks } = await run(timeline);
        for (const { pending, deadline } of timerChecks) expect(pending).toEqual(deadline === null ? [] : [deadline]);
      }),
    );
  });

  it('ends where the bare reducer ends: its timer ticks decide nothing the reducer would not', async () => {
    await fc.assert(
      fc.asyncProperty(timelineArbitrary, fc.nat({ max: 10_000 }), async (timeline, wait) => {
        const { time, store, model } = await run(timeline);
        await time.advanceBy(wait);
        expect(store.state).toEqual(toastQueueReducer(model, { type: 'ticked' }, epochMs(time.now)));
      }),
    );
  });

  it('once nothing holds them, every toast with a duration is gone after it and the removal delay, with no timer left', async () => {
    await fc.assert(
      fc.asyncProperty(timelineArbitrary, async (timeline) => {
        const { time, store, ids } = await run(timeline);
        for (const id of ids) {
          store.resume(id, 'hover');
          store.resume(id, 'focus');
        }
        await time.advanceBy(8_000 + TOAST_REMOVAL_DELAY_MS);
        for (const entry of store.state.entries) {
          expect(entry.toast.duration).toBeNull();
          expect(entry.phase.kind).not.toBe('closing');
        }
        expect(time.pendingTimers).toEqual([]);
      }),
    );
  });
});
