import type { Context } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * A `/me` read whose answer is not yet personal (the screens, the recommendations): a visitor's is the same for every
 * visitor, so any cache may keep it, one copy per `Cookie` and `Authorization` (which say who asks); a signed-in
 * user's only their own browser, since theirs may come to differ.
 */
export const withMeReadCache = (c: Context<AppEnv>, response: Response): Response => {
  response.headers.set('Cache-Control', c.get('viewer') ? 'private, max-age=900' : 'public, max-age=900');
  response.headers.set('Vary', 'Cookie, Authorization');
  return response;
};
