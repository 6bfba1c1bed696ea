import { PRODUCT_HOSTS, type ProductHosts } from '../market/product-hosts';
import { err, ok, type Result } from '../shared/result';

/** Where a redirect may lead besides the current origin. */
export interface RedirectPolicy {
  /** Origin of the page the redirect happens on, e.g. `https://www.audiora.example`. */
  readonly currentOrigin: string;
  /** Exact hosts of the product's own domains and short-link hosts, reached over https only. */
  readonly allowedHosts: readonly string[];
}

/** Why a redirect target was refused. */
export type RedirectRejectionReason =
  | 'empty'
  | 'too-long'
  | 'control-or-space'
  | 'backslash'
  | 'not-path-absolute'
  | 'unparseable'
  | 'scheme'
  | 'credentials'
  | 'foreign-origin'
  | 'protocol-relative'
  | 'encoded-separator';

export interface UnsafeRedirectError {
  readonly code: 'NAVIGATION.UNSAFE_REDIRECT';
  readonly reason: RedirectRejectionReason;
}

/** A redirect target that is safe to follow (a normalised same-origin path or absolute URL), or why it is not. */
export type SafeRedirectResult = Result<string, UnsafeRedirectError>;

/** Spec §5: the query parameter a page names where to go after signing in (the sign-in page's return address). */
export const REDIRECT_PARAM = 'redirectTo';

/** Spec §5: the longest redirectTo considered (overlong input is refused); real targets are short paths. */
export const MAX_REDIRECT_TARGET_LENGTH = 2048;

/** Spec §5: the allow-list of a page on `currentOrigin`: the product's own domains and its short-link hosts. */
export const redirectPolicyFor = (currentOrigin: string, hosts: ProductHosts = PRODUCT_HOSTS): RedirectPolicy => ({
  currentOrigin,
  allowedHosts: [...hosts.ownDomains, ...hosts.shortLinkHosts],
});

const reject = (reason: RedirectRejectionReason): SafeRedirectResult =>
  err({ code: 'NAVIGATION.UNSAFE_REDIRECT', reason });

// The URL parser silently drops tabs and newlines and trims controls and spaces, which hides `//evil` behind them.
const hasControlOrSpace = (input: string): boolean =>
  [...input].some((ch) => {
    const code = ch.codePointAt(0) ?? 0;
    return code <= 0x20 || (code >= 0x7f && code <= 0x9f);
  });

const parseAbsolute = (input: string): URL | null => {
  try {
    return new URL(input);
  } catch {
    return null;
  }
};

const checkAbsolute = (url: URL, currentOrigin: string, allowedHosts: readonly string[]): SafeRedirectResult => {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return reject('scheme');
  if (url.username !== '' || url.password !== '') return reject('credentials');
  const allowed = url.origin === currentOrigin || (url.protocol === 'https:' && allowedHosts.includes(url.host));
  return allowed ? ok(url.href) : reject('foreign-origin');
};

const checkRelative = (input: string, currentOrigin: string): SafeRedirectResult => {
  if (!input.startsWith('/')) return reject('not-path-absolute');
  let url: URL;
  try {
    url = new URL(input, currentOrigin);
  } catch {
    return reject('unparseable');
  }
  if (url.origin !== currentOrigin) return reject('foreign-origin');
  const target = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can normalise `/.//evil` to `//evil`, which a browser reads as another host.
  if (target.startsWith('//')) return reject('protocol-relative');
  // A first segment that decodes to a slash or backslash turns into `//evil` wherever the path is decoded once more.
  if (/^\/(%2f|%5c)/i.test(url.pathname)) return reject('encoded-separator');
  return ok(target);
};

/**
 * Spec §5: redirectTo is followed only when it is a relative path (resolved against the current origin),
 * or an http(s) URL on the same origin, or an https URL on one of the product's own domains or short-link hosts.
 * Everything is decided on the WHATWG URL parser's result, never on string prefixes; the value is the normalised target.
 */
export const safeRedirect = (input: string, policy: RedirectPolicy): SafeRedirectResult => {
  if (input === '') return reject('empty');
  if (input.length > MAX_REDIRECT_TARGET_LENGTH) return reject('too-long');
  if (hasControlOrSpace(input)) return reject('control-or-space');
  // Special URLs read `\` as `/`, so `/\evil` would be a host; no target of ours contains one.
  if (input.includes('\\')) return reject('backslash');
  const currentOrigin = new URL(policy.currentOrigin).origin;
  const absolute = parseAbsolute(input);
  return absolute === null
    ? checkRelative(input, currentOrigin)
    : checkAbsolute(absolute, currentOrigin, policy.allowedHosts);
};

/**
 * Spec §5 for a target the server sends the browser back to with a fragment of its own (the development identity
 * provider's `#id_token=…`): only a relative path of the current origin, never an absolute URL, even of this origin.
 * The value is the normalised path and query; a fragment of the input is dropped.
 */
export const safeRedirectPath = (input: string, currentOrigin: string): SafeRedirectResult => {
  const checked = safeRedirect(input, { currentOrigin, allowedHosts: [] });
  if (!checked.ok) return checked;
  if (!checked.value.startsWith('/')) return reject('not-path-absolute');
  const url = new URL(checked.value, currentOrigin);
  return ok(`${url.pathname}${url.search}`);
};
