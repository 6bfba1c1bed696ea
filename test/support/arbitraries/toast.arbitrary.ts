import fc from 'fast-check';
import { milliseconds } from '#domain/shared/time';
import { createToast, type Toast, type ToastActionId, type ToastId } from '#domain/toast/toast';
import type { ToastQueueEvent } from '#domain/toast/toast-queue.reducer';
import { timedSequence, type Timed } from './shell.arbitrary';

const ATTENTION = ['pointerEntered', 'pointerLeft', 'focused', 'blurred'] as const;
const CLOSING = ['closeClicked', 'actionClicked', 'dismissed'] as const;

type Step =
  | { readonly kind: 'show'; readonly duration: number | null; readonly canClose: boolean; readonly hasAction: boolean }
  | { readonly kind: 'attention'; readonly type: (typeof ATTENTION)[number]; readonly target: number }
  | { readonly kind: 'close'; readonly type: (typeof CLOSING)[number]; readonly target: number }
  | { readonly kind: 'swipe'; readonly distancePx: number; readonly target: number }
  | { readonly kind: 'tick' };

/** A valid toast for tests; every field can be overridden. */
export const aToast = (overrides: Omit<Partial<Toast>, 'id'> & { readonly id: string }): Toast => {
  const result = createToast({ title: 'Saved', ...overrides, id: overrides.id as ToastId });
  if (!result.ok) throw new Error(`aToast: ${result.error.code}`);
  return { ...result.toast, ...overrides, id: overrides.id as ToastId };
};

const stepArbitrary = (withUserCloses: boolean): fc.Arbitrary<Step> =>
  fc.oneof(
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('show' as const),
        duration: fc.oneof(fc.constant(5_000), fc.integer({ min: 1, max: 8_000 }), fc.constant(null)),
        canClose: fc.boolean(),
        hasAction: fc.boolean(),
      }),
    },
    {
      weight: 5,
      arbitrary: fc.record({
        kind: fc.constant('attention' as const),
        type: fc.constantFrom(...ATTENTION),
        target: fc.nat(),
      }),
    },
    ...(withUserCloses
      ? [
          {
            weight: 1,
            arbitrary: fc.record({
              kind: fc.constant('close' as const),
              type: fc.constantFrom(...CLOSING),
              target: fc.nat(),
            }),
          },
          {
            weight: 1,
            arbitrary: fc.record({
              kind: fc.constant('swipe' as const),
              distancePx: fc.integer({ min: -120, max: 120 }),
              target: fc.nat(),
            }),
          },
        ]
      : []),
    { weight: 2, arbitrary: fc.constant({ kind: 'tick' as const }) },
  );

/**
 * Timed toast-area events: toasts are shown with fresh ids (t0, t1, ...) and later events aim at any toast
 * shown so far, so hovering, focusing and closing interleave with expiries and removals.
 */
export const toastEventsArbitrary = (
  options: { readonly withUserCloses?: boolean; readonly maxLength?: number } = {},
): fc.Arbitrary<readonly Timed<ToastQueueEvent>[]> =>
  timedSequence(stepArbitrary(options.withUserCloses ?? true), fc.oneof(fc.nat({ max: 400 }), fc.nat({ max: 4_000 })), {
    maxLength: options.maxLength ?? 50,
  }).map((steps) => {
    const ids: ToastId[] = [];
    const events: Timed<ToastQueueEvent>[] = [];
    for (const { event: step, now } of steps) {
      if (step.kind === 'show') {
        const id = `t${ids.length}` as ToastId;
        ids.push(id);
        const action = step.hasAction ? { text: 'Undo', actionId: 'undo' as ToastActionId } : null;
        const duration = step.duration === null ? null : milliseconds(step.duration);
        events.push({
          event: { type: 'shown', toast: aToast({ id, duration, canClose: step.canClose, action }) },
          now,
        });
        continue;
      }
      if (step.kind === 'tick') {
        events.push({ event: { type: 'ticked' }, now });
        continue;
      }
      const id = ids[step.target % Math.max(ids.length, 1)] ?? ('missing' as ToastId);
      if (step.kind === 'swipe') events.push({ event: { type: 'swiped', id, distancePx: step.distancePx }, now });
      else events.push({ event: { type: step.type, id }, now });
    }
    return events;
  });
