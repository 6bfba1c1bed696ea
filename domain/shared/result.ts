/** The outcome of a use case: a value, or an expected failure with a stable code (which doubles as an i18n key). */
export type Result<T, E extends { readonly code: string }> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });

export const err = <E extends { readonly code: string }>(error: E): { readonly ok: false; readonly error: E } => ({
  ok: false,
  error,
});
