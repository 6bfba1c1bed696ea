import { ERROR_CATALOGUE } from '#domain/errors/error-catalogue';
import type { ToastRequest } from '../ports/toast-presenter.port';

const GENERIC = ERROR_CATALOGUE['common.generic_error'].toast;

/** Spec §8: the generic error toast (common.generic_error.title and .message), auto-closing. */
export const genericErrorToast = (): ToastRequest => ({ title: GENERIC.title, message: GENERIC.message });
