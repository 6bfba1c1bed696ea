import type { Viewer } from '#server/accounts/session/viewer';
import { apiErrorOf } from '../../error-status';

/**
 * The device a request speaks for: always the one its session was opened on (sign-in and refresh bind it). A
 * `device_id` in the query is accepted only as that same device; naming another is refused (403 DEVICE_MISMATCH), so a
 * client cannot borrow a device that may still stream.
 */
export const sessionDevice = (viewer: Viewer, named: string | undefined): Viewer => {
  if (named !== undefined && named !== viewer.deviceId) throw apiErrorOf({ code: 'DEVICE_MISMATCH' });
  return viewer;
};
