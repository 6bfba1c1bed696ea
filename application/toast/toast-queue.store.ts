import type { SchedulerLike } from 'rxjs';
import { epochMs } from '#domain/shared/time';
import { createToast, type ToastActionId, type ToastError, type ToastId } from '#domain/toast/toast';
import {
  INITIAL_TOAST_QUEUE,
  nextDeadline,
  toastQueueReducer,
  type ToastQueueEvent,
  type ToastQueueState,
} from '#domain/toast/toast-queue.reducer';
import type { ToastPresenterPort, ToastRequest, ToastRequestAction } from '../ports/toast-presenter.port';
import { err, ok, type Result } from '#domain/shared/result';
import { Store } from '../shared/store';
import { DeadlineTimer } from '../shared/deadline-timer';

export interface ToastQueueStoreDeps {
  /** asyncScheduler in the browser, a TestScheduler in tests: the queue's only clock and timer. */
  readonly scheduler: SchedulerLike;
}

/** Hover and focus each hold a toast (spec §4), independently of each other. */
export type ToastAttention = 'hover' | 'focus';

/**
 * Spec §3, §4 and §9 toast area: runs the toast queue reducer with `now` from the scheduler and keeps exactly
 * one timer, at the queue's next deadline (a toast expiring or being removed), so nothing is scheduled when
 * no toast can change by itself. Action callbacks stay here, keyed by toast, since domain state holds no functions.
 */
export class ToastQueueStore extends Store<ToastQueueState> implements ToastPresenterPort {
  readonly #scheduler: SchedulerLike;
  readonly #actions = new Map<ToastId, ToastRequestAction['onClick']>();
  #sequence = 0;
  readonly #timer: DeadlineTimer;

  constructor(deps: ToastQueueStoreDeps) {
    super(INITIAL_TOAST_QUEUE);
    this.#scheduler = deps.scheduler;
    this.#timer = new DeadlineTimer(deps.scheduler, () => this.#dispatch({ type: 'ticked' }));
  }

  /** Spec §3, §5: shows a toast with the defaults filled in; a toast without a label is refused. */
  show(request: ToastRequest): Result<ToastId, ToastError> {
    this.#sequence += 1;
    const id = `toast-${this.#sequence}` as ToastId;
    const action = request.action ? { text: request.action.text, actionId: `${id}:action` as ToastActionId } : null;
    const created = createToast({ ...request, id, action });
    if (!created.ok) return err(created.error);
    if (request.action) this.#actions.set(id, request.action.onClick);
    this.#dispatch({ type: 'shown', toast: created.toast });
    return ok(id);
  }

  /** The close button (ignored for a toast that cannot be closed). */
  close(id: ToastId): void {
    this.#dispatch({ type: 'closeClicked', id });
  }

  /** Spec §4: hovering or focusing a toast pauses it, keeping its remaining time. */
  pause(id: ToastId, by: ToastAttention = 'hover'): void {
    this.#dispatch({ type: by === 'hover' ? 'pointerEntered' : 'focused', id });
  }

  /** The pointer left or focus moved away; the toast runs again once neither holds it. */
  resume(id: ToastId, by: ToastAttention = 'hover'): void {
    this.#dispatch({ type: by === 'hover' ? 'pointerLeft' : 'blurred', id });
  }

  /** Spec §9: a swipe past 50 px either way dismisses a toast that can be closed. */
  swipe(id: ToastId, distancePx: number): void {
    this.#dispatch({ type: 'swiped', id, distancePx });
  }

  /** Spec §3: the action button closes the toast at once, then runs its (possibly asynchronous) callback. */
  async pressAction(id: ToastId): Promise<void> {
    const entry = this.state.entries.find((e) => e.toast.id === id);
    const onClick = this.#actions.get(id);
    if (entry === undefined || entry.phase.kind === 'closing' || onClick === undefined) return;
    this.#dispatch({ type: 'actionClicked', id });
    await onClick();
  }

  /** Closed by the application (the stop-playback toast, say), whether or not the user could close it. */
  dismiss(id: ToastId): void {
    this.#dispatch({ type: 'dismissed', id });
  }

  override dispose(): void {
    this.#timer.cancel();
    this.#actions.clear();
    super.dispose();
  }

  #dispatch(event: ToastQueueEvent): void {
    this.setState((state) => toastQueueReducer(state, event, epochMs(this.#scheduler.now())));
    for (const id of this.#actions.keys()) {
      if (!this.state.entries.some((entry) => entry.toast.id === id)) this.#actions.delete(id);
    }
    this.#reschedule();
  }

  #reschedule(): void {
    this.#timer.setDeadline(nextDeadline(this.state));
  }
}
