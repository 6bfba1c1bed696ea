import { randomFillSync } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

export interface SecurityHeaderOptions {
  /**
   * Vite's development server injects styles at run time; production inlines only the page's own stylesheets, in
   * `<style>` elements carrying the response's nonce.
   */
  readonly allowInlineStyles: boolean;
  /**
   * Origins besides this one that serve the media tree (`MEDIA_BASE_URL`): players fetch manifests and segments from
   * there (`connect-src`) and the audio element plays what they bring (`media-src`).
   */
  readonly mediaOrigins?: readonly string[];
  /** Origins besides this one that scripts send to (`connect-src`): the error-reporting service (`SENTRY_DSN`). */
  readonly connectOrigins?: readonly string[];
  /** With a reCAPTCHA site key (`RECAPTCHA_SITE_KEY`): Google's reCAPTCHA script and its frame are allowed. */
  readonly recaptcha?: boolean;
  /** With a Google client id (`GOOGLE_CLIENT_ID`): Google Identity Services' script, frame, styles and endpoint. */
  readonly googleSignIn?: boolean;
  /** With an Apple client id (`APPLE_CLIENT_ID`): Sign in with Apple JS's script and Apple's frame and endpoint. */
  readonly appleSignIn?: boolean;
}

/** Where reCAPTCHA v3 loads its scripts from and frames its challenge (Google's reCAPTCHA CSP guidance). */
export const RECAPTCHA_SCRIPT_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
export const RECAPTCHA_FRAME_SOURCES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/** Where Google Identity Services loads from and talks to (its "Content Security Policy" setup guide). */
export const GOOGLE_SIGN_IN_SOURCES = {
  'script-src': ['https://accounts.google.com/gsi/client'],
  'style-src': ['https://accounts.google.com/gsi/style'],
  'frame-src': ['https://accounts.google.com/gsi/'],
  'connect-src': ['https://accounts.google.com/gsi/'],
} as const;

/** Where Sign in with Apple JS loads from, and the Apple origin its sign-in frame and requests reach. */
export const APPLE_SIGN_IN_SOURCES = {
  'script-src': ['https://appleid.cdn-apple.com'],
  'frame-src': ['https://appleid.apple.com'],
  'connect-src': ['https://appleid.apple.com'],
} as const;

/** A policy that lets scripts and styles run only from our origin or from the given sources (a nonce, hashes). */
const policyAllowing = (scriptSources: string, styleSources: string): string =>
  [
    "default-src 'self'",
    `script-src 'self'${scriptSources}`,
    `style-src 'self'${styleSources}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "media-src 'self' blob:",
    "img-src 'self' data:",
    "connect-src 'self'",
  ].join('; ');

/** The policy with the origins added to the named directives (each once); one it lacks starts from `'self'`. */
const allowingIn = (policy: string, directives: readonly string[], origins: readonly string[]): string => {
  if (origins.length === 0) return policy;
  const parts = policy.split('; ');
  const missing = directives.filter((name) => !parts.some((directive) => directive.split(' ')[0] === name));
  return [...parts, ...missing.map((name) => `${name} 'self'`)]
    .map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      if (!directives.includes(name)) return directive;
      return [name, ...sources, ...origins.filter((origin) => !sources.includes(origin))].join(' ');
    })
    .join('; ');
};

/** The policy with the origins added to `media-src` and `connect-src` (each once). */
export const allowingMediaFrom = (policy: string, origins: readonly string[]): string =>
  allowingIn(policy, ['media-src', 'connect-src'], origins);

/** The policy with each directive's sources added. */
const allowingSources = (policy: string, sources: Readonly<Record<string, readonly string[]>>): string =>
  Object.entries(sources).reduce((allowed, [name, origins]) => allowingIn(allowed, [name], origins), policy);

/**
 * The policy with the media origins, the origins scripts send to (`connect-src`), and reCAPTCHA's and the identity
 * providers' sources when they are configured, added.
 */
const allowingOrigins = (policy: string, options: SecurityHeaderOptions): string => {
  let allowed = allowingIn(
    allowingMediaFrom(policy, options.mediaOrigins ?? []),
    ['connect-src'],
    options.connectOrigins ?? [],
  );
  if (options.recaptcha)
    allowed = allowingSources(allowed, {
      'script-src': RECAPTCHA_SCRIPT_SOURCES,
      'frame-src': RECAPTCHA_FRAME_SOURCES,
    });
  if (options.googleSignIn) allowed = allowingSources(allowed, GOOGLE_SIGN_IN_SOURCES);
  if (options.appleSignIn) allowed = allowingSources(allowed, APPLE_SIGN_IN_SOURCES);
  return allowed;
};

/** Whether a provider's sign-in may open a popup that answers this page through `window.opener`. */
const providerPopups = (options: SecurityHeaderOptions): boolean =>
  Boolean(options.googleSignIn || options.appleSignIn);

/** The Content-Security-Policy of one response; scripts and styles only from our origin or with this response's nonce. */
export const contentSecurityPolicy = (nonce: string, options: SecurityHeaderOptions): string =>
  allowingOrigins(
    policyAllowing(` 'nonce-${nonce}'`, options.allowInlineStyles ? " 'unsafe-inline'" : ` 'nonce-${nonce}'`),
    options,
  );

/** The inline scripts and styles of one document, as CSP hash sources (`'sha256-…'`). */
export interface InlineSourceHashes {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

/**
 * The policy of a document shared by many visitors: its own inline scripts and styles are allowed by their hashes
 * instead of a nonce, so the same bytes can go to everyone without a nonce anyone could learn.
 */
export const hashedContentSecurityPolicy = (hashes: InlineSourceHashes): string =>
  policyAllowing(hashes.scripts.map((hash) => ` ${hash}`).join(''), hashes.styles.map((hash) => ` ${hash}`).join(''));

const NONCE_BYTES = 16;
const POOL_NONCES = 256;
const pool = Buffer.alloc(NONCE_BYTES * POOL_NONCES);
let next = POOL_NONCES;

/** 128 unpredictable bits, cut from a buffer refilled by the CSPRNG every 256 nonces instead of a call each. */
const freshNonce = (): string => {
  if (next === POOL_NONCES) {
    randomFillSync(pool);
    next = 0;
  }
  const start = next * NONCE_BYTES;
  next += 1;
  return pool.toString('base64', start, start + NONCE_BYTES);
};

/**
 * The opener policy: `same-origin`, unless a provider's sign-in popup (Apple's, Google's outside FedCM) must post its
 * answer back to the page that opened it, which `same-origin-allow-popups` allows while still isolating this page.
 */
export const crossOriginOpenerPolicy = (options: SecurityHeaderOptions): string =>
  providerPopups(options) ? 'same-origin-allow-popups' : 'same-origin';

const FIXED_HEADERS: readonly (readonly [string, string])[] = [
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
];

/**
 * Strict security headers on every response, with a fresh CSP nonce for each one. With media or connect origins, a
 * policy the handler set itself (a shared page's, built from hashes) is given them too.
 */
export const securityHeaders = (options: SecurityHeaderOptions): MiddlewareHandler<AppEnv> => {
  // Everything but the nonce is fixed, so the policy is split once around each place it goes.
  const parts = contentSecurityPolicy('\u0000', options).split('\u0000');
  const extraOrigins =
    (options.mediaOrigins?.length ?? 0) +
    (options.connectOrigins?.length ?? 0) +
    (options.recaptcha ? 1 : 0) +
    (providerPopups(options) ? 1 : 0);
  const openerPolicy = crossOriginOpenerPolicy(options);
  return async (c, next) => {
    const nonce = freshNonce();
    c.set('nonce', nonce);
    // Set before the handler runs, so they join the response as it is made instead of reopening its headers after.
    c.header('Content-Security-Policy', parts.join(nonce));
    for (const [name, value] of FIXED_HEADERS) c.header(name, value);
    c.header('Cross-Origin-Opener-Policy', openerPolicy);
    await next();
    if (extraOrigins === 0) return;
    const policy = c.res.headers.get('Content-Security-Policy');
    if (policy) c.res.headers.set('Content-Security-Policy', allowingOrigins(policy, options));
  };
};
