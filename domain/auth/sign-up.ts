import type { CatalogId } from '../market/market';

export interface SignUpInput {
  readonly email: string;
  readonly password: string;
  readonly catalogId: CatalogId;
  readonly marketingConsent: boolean;
}

/** Spec §3 RegisterUser command fields, terms_of_service always true (spec §5). */
export interface RegisterUserCommand {
  readonly name: 'RegisterUser';
  readonly email: string;
  readonly password: string;
  readonly catalog_id: CatalogId;
  readonly terms_of_service: true;
  readonly marketing_consent: boolean;
}

/** Spec §3, §5: the registration command; sign-up always sends terms_of_service true. */
export const registerUserCommand = ({
  email,
  password,
  catalogId,
  marketingConsent,
}: SignUpInput): RegisterUserCommand => ({
  name: 'RegisterUser',
  email,
  password,
  catalog_id: catalogId,
  terms_of_service: true,
  marketing_consent: marketingConsent,
});

/** Spec §3 sign-up error item, as the server sends it in `errors`. */
export interface SignUpFieldError {
  readonly property: string;
  readonly code: string;
}

/** Spec §8: the fields sign-up errors appear under. */
export const SIGN_UP_ERROR_FIELDS = ['email', 'password'] as const;

export type SignUpErrorField = (typeof SIGN_UP_ERROR_FIELDS)[number];

/** Spec §8: the message for a sign-up error under no field (another property or an unusable code). */
export const SIGN_UP_GENERIC_ERROR_KEY = 'common.generic_error.message';

/** Spec §5, §8: where a sign-up error is shown and its i18n key. */
export type SignUpErrorMessage =
  | { readonly field: SignUpErrorField; readonly key: string }
  | { readonly field: null; readonly key: typeof SIGN_UP_GENERIC_ERROR_KEY };

// A code becomes one segment of an i18n key: dots or spaces would address another key.
const KEY_SEGMENT = /^[a-z0-9_-]+$/;

const isErrorField = (property: string): property is SignUpErrorField =>
  (SIGN_UP_ERROR_FIELDS as readonly string[]).includes(property);

/**
 * Spec §5, §8: a password or email error maps to sign_up.error.{property}.{code lowercased}; any other
 * property, or a code that is not one plain key segment, maps to the generic error message.
 */
export const signUpErrorMessage = ({ property, code }: SignUpFieldError): SignUpErrorMessage => {
  const segment = code.toLowerCase();
  return isErrorField(property) && KEY_SEGMENT.test(segment)
    ? { field: property, key: `sign_up.error.${property}.${segment}` }
    : { field: null, key: SIGN_UP_GENERIC_ERROR_KEY };
};

// One `@` with text on both sides and no spaces: the server judges the rest of the address.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

/**
 * Spec §5: what the form can tell before asking the server, in the server's own error items: an e-mail that cannot be
 * an address is email INVALID, a password of only spaces is password BLANK; the server's policy decides everything else.
 */
export const signUpInputErrors = (input: {
  readonly email: string;
  readonly password: string;
}): readonly SignUpFieldError[] => [
  ...(EMAIL_SHAPE.test(input.email.trim()) ? [] : [{ property: 'email', code: 'INVALID' }]),
  ...(input.password.trim() === '' ? [{ property: 'password', code: 'BLANK' }] : []),
];
