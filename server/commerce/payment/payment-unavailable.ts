import { ApiError } from '../../http/api-error';

/** Checkout and the club answer this where no payment provider is configured (and the sandbox stand-in is off). */
export const paymentUnavailable = () =>
  new ApiError(503, 'PAYMENT_UNAVAILABLE', 'Payments are not available on this server');
