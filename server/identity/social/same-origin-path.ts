const MAX_REDIRECT_LENGTH = 2048;

// Control characters and backslashes: browsers strip or reinterpret them, so `/\evil` may end up at another host.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\\]/;

/**
 * Quality bar "Redirects": a redirect target the development identity provider may send the browser to. Only a
 * relative path of this origin (`/pl/zaloguj?x=1`), parsed with the WHATWG URL parser and checked to stay on the
 * origin; returns its normalised path and query (any fragment dropped), or null.
 */
export const sameOriginPath = (value: string, origin: string): string | null => {
  if (value.length === 0 || value.length > MAX_REDIRECT_LENGTH || UNSAFE.test(value)) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin || url.username !== '' || url.password !== '') return null;
  // Dot segments can normalise to `//host` (`/.//evil.example`), which a browser would read as another site.
  if (url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}`;
};
