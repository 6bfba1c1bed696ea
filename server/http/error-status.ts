import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Result } from '#domain/shared/result';
import type { AccountsError } from '../accounts/accounts.errors';
import type { CommerceError } from '../commerce/commerce.errors';
import type { IdentityError } from '../identity/identity.errors';
import type { LibraryError } from '../library/library.errors';
import type { MediaError } from '../media/media.errors';
import type { SharedError } from '../shared/server-error';
import { ApiError } from './api-error';
import type { HttpError } from './http.errors';

/** Every expected failure the server answers with, by code. */
export type ServerError =
  | SharedError
  | AccountsError
  | IdentityError
  | LibraryError
  | MediaError
  | CommerceError
  | HttpError;

type ErrorOf<C extends ServerError['code']> = Extract<ServerError, { readonly code: C }>;

/** A status and the message, fixed or told by the error's own data. */
type Answer<C extends ServerError['code']> = readonly [ContentfulStatusCode, string | ((error: ErrorOf<C>) => string)];

const PROVIDER_NAMES = { google: 'Google', apple: 'Apple' } as const;

/** What a refused promo code's field error says, by its code; any other is an unknown code. */
const PROMO_CODE_REFUSALS: Readonly<Record<string, string>> = {
  EXPIRED: 'The promo code has expired',
  ALREADY_USED: 'You have already used this promo code',
};

/** The one place a code becomes an HTTP status (api-contract "Errors"); the compiler refuses a code left out. */
const ERROR_ANSWERS: { readonly [C in ServerError['code']]: Answer<C> } = {
  NOT_FOUND: [404, (e) => `${e.what ?? 'Resource'} not found`],
  VALIDATION_FAILED: [422, 'Invalid request'],
  TOO_MANY_ATTEMPTS: [429, 'Too many attempts; try again later'],
  INVALID_CREDENTIALS: [401, 'Bad credentials'],
  UNAUTHENTICATED: [401, 'Bad credentials'],
  DEVICE_MISMATCH: [403, 'device_id is not the device this session was opened on'],
  AUTHORIZATION_PENDING: [400, 'The sign-in is not approved yet; poll again after the interval'],
  SLOW_DOWN: [400, (e) => `Polled too soon; poll at most every ${e.retryAfterSeconds} seconds`],
  ACCESS_DENIED: [403, 'The sign-in was refused in the browser'],
  EXPIRED_TOKEN: [410, 'The device code has expired, was used already or is not known; start a new sign-in'],
  TOKEN_NOT_FOUND: [404, 'This password reset link is not known'],
  TOKEN_USED: [410, 'This password reset link has already been used'],
  TOKEN_EXPIRED: [410, 'This password reset link has expired'],
  VERIFICATION_LINK_NOT_FOUND: [404, 'This verification link is not known'],
  VERIFICATION_LINK_USED: [410, 'This verification link has already been used'],
  VERIFICATION_LINK_EXPIRED: [410, 'This verification link has expired; ask for a new one'],
  EMAIL_ALREADY_VERIFIED: [409, 'The e-mail address is already verified'],
  PROVIDER_NOT_CONFIGURED: [404, (e) => `${PROVIDER_NAMES[e.provider]} sign-in is not offered here`],
  INVALID_ID_TOKEN: [401, 'The id_token could not be verified'],
  IDENTITY_PROVIDER_UNAVAILABLE: [503, (e) => e.detail],
  NOT_ENTITLED: [
    403,
    (e) =>
      e.wanted === 'download'
        ? 'The audiobook can be downloaded only with a one-off license'
        : 'The audiobook is not free, the viewer holds no license for it, and it is not in a club the viewer belongs to',
  ],
  DEVICE_NOT_ALLOWED: [
    403,
    (e) => `This device is not among the account's ${e.limit} streaming devices; remove one in the user panel`,
  ],
  MEDIA_NOT_READY: [404, 'The audiobook has no media yet; try again later'],
  BOOKMARK_LIMIT_REACHED: [409, (e) => `An audiobook keeps at most ${e.limit} bookmarks; remove one first`],
  NO_PLAYER_SESSION: [404, 'No audiobook of this market has been played on this account yet'],
  UNKNOWN_KEY_ID: [404, 'The licence request names a key id this audiobook is not encrypted with'],
  LICENSE_REQUEST_MALFORMED: [400, 'The licence request must be a JSON object: { kids, type }'],
  CART_EMPTY: [409, 'The cart is empty'],
  ALREADY_OWNED: [409, 'The title is already yours'],
  PROMO_CODE_INVALID: [422, (e) => PROMO_CODE_REFUSALS[e.errors[0].code] ?? 'Unknown promo code'],
  PAYMENT_UNAVAILABLE: [503, 'Payments are not available on this server'],
  CLUB_NOT_AVAILABLE: [403, 'The club is not offered in this market'],
  NOT_A_CLUB_MEMBER: [409, 'There is no running club membership to cancel'],
  CLUB_REQUIRED: [403, 'Only club members can share the club with a family'],
  SHARING_NOT_AVAILABLE: [403, 'Family sharing is not offered in this market'],
  FAMILY_FULL: [409, (e) => `A family has at most ${e.limit} members`],
  CANNOT_INVITE_SELF: [409, 'You cannot invite yourself'],
  ALREADY_IN_FAMILY: [409, 'Already in a family'],
  INVITATION_CLOSED: [410, 'This invitation was already accepted or withdrawn'],
  INVITATION_FOR_ANOTHER_ADDRESS: [
    403,
    'This invitation was sent to another e-mail address; sign in with that address to accept it',
  ],
  INVALID_BODY: [400, 'The request body must be a JSON object'],
  INVALID_QUERY: [400, 'Invalid query parameters'],
  INVALID_REQUEST: [400, (e) => e.detail],
  INVALID_REDIRECT_URI: [400, 'redirect_uri must be a path of this site'],
  UNKNOWN_COMMAND: [400, 'Unknown command'],
  CSRF_REJECTED: [403, 'Cross-site request refused'],
  MARKET_NOT_FOUND: [404, 'Unknown market'],
  PAYLOAD_TOO_LARGE: [413, 'Request body too large'],
  UNSUPPORTED_MEDIA_TYPE: [415, 'The request body must be JSON, sent as Content-Type: application/json'],
  MAINTENANCE: [503, 'The store is down for maintenance'],
};

/** The HTTP answer of an expected failure: its status, message, field errors and, when waiting helps, Retry-After. */
export const apiErrorOf = <E extends ServerError>(error: E): ApiError => {
  const [status, message] = ERROR_ANSWERS[error.code] as Answer<E['code']>;
  const text = typeof message === 'string' ? message : message(error as unknown as ErrorOf<E['code']>);
  const errors = 'errors' in error ? error.errors : undefined;
  const headers = 'retryAfterSeconds' in error ? { 'Retry-After': String(error.retryAfterSeconds) } : undefined;
  return new ApiError(status, error.code, text, errors, headers);
};

/** A use case's value, or its expected failure thrown as the API error the error handler answers with. */
export const unwrap = <T, E extends ServerError>(result: Result<T, E>): T => {
  if (result.ok) return result.value;
  throw apiErrorOf(result.error);
};

/** Answers an expected failure at once, where a middleware answers instead of throwing. */
export const errorResponse = (c: Context, error: ServerError): Response => {
  const answer = apiErrorOf(error);
  return c.json(answer.toBody(), answer.status, answer.headers);
};
