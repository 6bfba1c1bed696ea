import type { ContentfulStatusCode } from 'hono/utils/http-status';

import type { FieldError } from '../shared/server-error';

export type { FieldError };

/** An expected failure of an API request, answered as `{ message, code, errors? }` (api-contract "Errors"). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly errors?: readonly FieldError[],
    /** Sent with the answer: Retry-After when waiting helps. */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }

  toBody() {
    return { message: this.message, code: this.code, ...(this.errors ? { errors: this.errors } : {}) };
  }
}
