import { ContainerModule } from 'inversify';
import { asyncScheduler } from 'rxjs';
import { ToastQueueStore } from '#application/toast/toast-queue.store';
import { TOKENS } from './tokens';

/** The toast area's queue (spec §2, §4, §9), which is also how use cases show toasts. */
export const toastModule = () =>
  new ContainerModule(({ bind }) => {
    bind(TOKENS.ToastQueue).toResolvedValue(() => new ToastQueueStore({ scheduler: asyncScheduler }), []);
    bind(TOKENS.ToastPresenter).toResolvedValue((queue: ToastQueueStore) => queue, [TOKENS.ToastQueue]);
  });
