/** A field the request named that was refused, as answered under `errors` (api-contract "Errors"). */
export interface FieldError {
  readonly property: string;
  readonly code: string;
}

/** Expected failures every area may return; an area's own live in its `<area>.errors.ts`. */
export interface NotFound {
  readonly code: 'NOT_FOUND';
  /** What was looked for, as the message names it ('Invitation', 'Product'). */
  readonly what?: string;
}

export interface ValidationFailed {
  readonly code: 'VALIDATION_FAILED';
  readonly errors: readonly FieldError[];
}

export interface TooManyAttempts {
  readonly code: 'TOO_MANY_ATTEMPTS';
  readonly retryAfterSeconds: number;
}

export type SharedError = NotFound | ValidationFailed | TooManyAttempts;

export const notFound = (what?: string): NotFound => (what ? { code: 'NOT_FOUND', what } : { code: 'NOT_FOUND' });

export const invalidField = (property: string, code: string): ValidationFailed => ({
  code: 'VALIDATION_FAILED',
  errors: [{ property, code }],
});

export const tooManyAttempts = (retryAfterSeconds: number): TooManyAttempts => ({
  code: 'TOO_MANY_ATTEMPTS',
  retryAfterSeconds,
});
