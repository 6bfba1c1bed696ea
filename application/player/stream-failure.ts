import { err, type Result } from '#domain/shared/result';
import type { RequireSignIn } from '../auth/require-sign-in.use-case';
import type { ErrorReporterPort } from '../ports/error-reporter.port';
import type { ToastPresenterPort } from '../ports/toast-presenter.port';
import { genericErrorToast } from '../shared/generic-error-toast';
import type { StreamMediaError } from './player.errors';
import type { PlayerStore } from './player.store';

export interface StreamFailureDeps {
  readonly store: PlayerStore;
  readonly toasts: ToastPresenterPort;
  readonly errors: ErrorReporterPort;
  readonly requireSignIn: RequireSignIn;
}

/**
 * Spec §8, a stream that could not be had (a title's or an episode's): 'UserNotAuthenticated' sends the listener to
 * sign in, back to `currentPath`; anything else fails the load with the generic error toast, and
 * 'stream-media-not-found' is reported.
 */
export const streamFailed = <T>(
  deps: StreamFailureDeps,
  error: StreamMediaError,
  currentPath: string,
): Result<T, StreamMediaError> => {
  if (error.code === 'UserNotAuthenticated') deps.requireSignIn.execute({ currentPath });
  else {
    if (error.code === 'stream-media-not-found') deps.errors.report({ code: error.code });
    deps.toasts.show(genericErrorToast());
    deps.store.loadFailed(error.code);
  }
  return err(error);
};
