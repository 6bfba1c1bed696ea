import type { Viewer } from '#server/auth/viewer';
import type { KyselyLibraryTitles } from '#server/library/kysely-library-titles';
import { isStreamingDevice, STREAMING_DEVICE_LIMIT } from '#server/library/license-channels';
import { ApiError } from '../../api-error';

/** Spec §4 "Limited listening": the session's device is beyond the account's streaming devices. */
export const deviceNotAllowed = () =>
  new ApiError(
    403,
    'DEVICE_NOT_ALLOWED',
    `This device is not among the account's ${STREAMING_DEVICE_LIMIT} streaming devices; remove one in the user panel`,
  );

/**
 * The device a request speaks for: always the one its session was opened on (sign-in and refresh bind it). A
 * `device_id` in the query is accepted only as that same device; naming another is refused (403 DEVICE_MISMATCH), so a
 * client cannot borrow a device that may still stream.
 */
export const sessionDevice = (viewer: Viewer, named: string | undefined): string => {
  if (named !== undefined && named !== viewer.deviceId)
    throw new ApiError(403, 'DEVICE_MISMATCH', 'device_id is not the device this session was opened on');
  return viewer.deviceId;
};

/** Whether the session's device is one of the account's streaming devices. */
export const onStreamingDevice = async (titles: KyselyLibraryTitles, viewer: Viewer): Promise<boolean> =>
  isStreamingDevice(await titles.devicesOf(viewer.userId), viewer.deviceId);

/** Refuses playback and downloads on a device beyond the account's streaming devices (403 DEVICE_NOT_ALLOWED). */
export const requireStreamingDevice = async (titles: KyselyLibraryTitles, viewer: Viewer): Promise<void> => {
  if (!(await onStreamingDevice(titles, viewer))) throw deviceNotAllowed();
};
