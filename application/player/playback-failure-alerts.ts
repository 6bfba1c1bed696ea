import type { Subscription } from 'rxjs';
import { genericErrorToast } from '../shared/generic-error-toast';
import type { ErrorReporterPort } from '../ports/error-reporter.port';
import type { ToastPresenterPort } from '../ports/toast-presenter.port';
import type { PlayerStore } from './player.store';

export interface PlaybackFailureAlertsDeps {
  readonly store: PlayerStore;
  readonly toasts: ToastPresenterPort;
  readonly errors: ErrorReporterPort;
}

/**
 * Spec §8, issue "The web player": a failure that ends playback (a missing segment, a 5xx, a wrong key, a refused
 * licence, a stall) shows the generic error toast and is reported with the engine's code; the player's notice offers
 * the retry.
 */
export class PlaybackFailureAlerts {
  readonly #subscription: Subscription;

  constructor({ store, toasts, errors }: PlaybackFailureAlertsDeps) {
    this.#subscription = store.failures$.subscribe((error) => {
      toasts.show(genericErrorToast());
      errors.report({ code: error.code, cause: error });
    });
  }

  dispose(): void {
    this.#subscription.unsubscribe();
  }
}
