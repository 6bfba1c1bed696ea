import type { Context } from 'hono';
import type { Viewer } from '#server/accounts/session/viewer';
import type { AppEnv } from '../../app-env';
import { apiErrorOf } from '../../error-status';

const sameOrigin = (url: string, requestUrl: string): boolean => {
  try {
    return new URL(url).origin === new URL(requestUrl).origin;
  } catch {
    return false;
  }
};

/**
 * The legacy cart adds by GET (spec §7), which the CSRF middleware lets through as a safe method. A page on another
 * site could make a signed-in browser add titles with a mere link or image, so a cookie-authenticated call must
 * come from this origin: `Sec-Fetch-Site: same-origin`, or from browsers that do not send it, a same-origin
 * `Origin` or `Referer`. Bearer calls are scripts a page cannot forge.
 */
export const requireSameOriginCall = (c: Context<AppEnv>, viewer: Viewer): void => {
  if (viewer.via === 'bearer') return;
  const site = c.req.header('Sec-Fetch-Site');
  const source = c.req.header('Origin') ?? c.req.header('Referer');
  const allowed = site !== undefined ? site === 'same-origin' : source !== undefined && sameOrigin(source, c.req.url);
  if (!allowed) throw apiErrorOf({ code: 'CSRF_REJECTED' });
};
