import { apiErrorSchema } from '#contract/api-error.schema';
import type { Context } from 'hono';
import type { Viewer } from '../../accounts/session/viewer';
import type { AppEnv } from '../app-env';
import { apiErrorOf } from '../error-status';

/** The spec's 401 for a missing or expired token: the client refreshes once and retries (spec §8). */
const unauthenticated = () => apiErrorOf({ code: 'UNAUTHENTICATED' });

/** The documented 401 of every route and command that needs a signed-in viewer. */
export const NOT_SIGNED_IN_RESPONSE = { description: 'Not signed in, or the token expired', schema: apiErrorSchema };

/** The signed-in viewer, or a 401. Every user resource is keyed by this, never by an id from the request. */
export const requireViewer = (c: Context<AppEnv>): Viewer => {
  const viewer = c.get('viewer');
  if (!viewer) throw unauthenticated();
  return viewer;
};
