import { apiErrorSchema } from '#contract/api-error.schema';
import {
  type PlaybackCheckWire,
  type PlaybackProgressWire,
  playbackCheckSchema,
  playbackProgressSchema,
  playbackTimeResultSchema,
  savePlaybackProgressPayloadSchema,
  savePlaybackTimePayloadSchema,
  startPlaybackPayloadSchema,
} from '#contract/playback.schema';
import { type PlaybackLimitWire, playbackLimitSchema } from '#contract/playback-limit.schema';
import { sessionDeviceQuerySchema } from '#contract/session-device-query.schema';
import { z } from '#contract/zod';
import type { LibraryModule } from '#server/composition/library.module';
import type { AudiobookProgress } from '#server/library/start-playback.use-case';
import { NOT_SIGNED_IN_RESPONSE, requireViewer } from '../../auth/require-viewer';
import { unwrap } from '../../error-status';
import type { ApiAreaContext } from '../area-context';
import { idParamsSchema } from '../catalogue-request';
import { sessionDevice } from './session-device';
import { NOT_ALLOWED_TO_LISTEN_RESPONSE } from './not-allowed-to-listen';

const progressWire = (progress: AudiobookProgress): PlaybackProgressWire => ({
  audiobook_id: progress.audiobookId,
  position: progress.positionMs,
  updated_at: progress.updatedAt,
  device_id: progress.deviceId,
  device_name: progress.deviceName,
});

const listeningResponses = {
  403: NOT_ALLOWED_TO_LISTEN_RESPONSE,
  422: { description: 'Invalid fields or an unknown audiobook', schema: apiErrorSchema },
};

const progressResponses = {
  200: { description: "The viewer's position in the audiobook", schema: playbackProgressSchema },
  ...listeningResponses,
};

/**
 * Playback (spec §4, §5, §7): the commands the player reports through, the saved position, the monthly limit and
 * the stop-playback check.
 */
export const registerPlayback = ({ api, registry, commands }: ApiAreaContext, library: LibraryModule) => {
  commands.user(
    {
      name: 'StartPlayback',
      summary:
        "Playback of an audiobook starts on the viewer's device: it becomes the account's active player (other devices are told to stop) and the title goes on top of recently played. Answers the saved position. Only for an audiobook the viewer may hear in full (free, licensed, or a club title for a club member): 403 NOT_ENTITLED otherwise, and 403 DEVICE_NOT_ALLOWED on a device beyond the 3 streaming devices of the account.",
      payload: startPlaybackPayloadSchema,
      responses: progressResponses,
    },
    async (c, payload, viewer) => {
      const input = { listener: viewer, market: c.get('market'), audiobookId: payload.audiobook_id };
      return c.json(progressWire(unwrap(await library.startPlayback.execute(input))));
    },
  );

  commands.user(
    {
      name: 'SavePlaybackProgress',
      summary:
        'Saves the position (ms, 0..duration) in an audiobook; the last save wins, but one with a `saved_at` earlier than the stored save is ignored. Answers the stored position. Only for an audiobook the viewer may hear in full (free, licensed, or a club title for a club member): 403 NOT_ENTITLED otherwise, and 403 DEVICE_NOT_ALLOWED on a device beyond the 3 streaming devices of the account.',
      payload: savePlaybackProgressPayloadSchema,
      responses: progressResponses,
    },
    async (c, payload, viewer) => {
      const progress = await library.savePlaybackProgress.execute({
        listener: viewer,
        market: c.get('market'),
        audiobookId: payload.audiobook_id,
        positionMs: payload.position,
        savedAt: payload.saved_at === undefined ? undefined : new Date(payload.saved_at),
      });
      return c.json(progressWire(unwrap(progress)));
    },
  );

  commands.user(
    {
      name: 'SavePlaybackTime',
      summary:
        'Reports a span of listening (seconds since the epoch) towards the monthly limit: spans under 5 s are ignored, spans ending before they start, longer than 12 h or in the future are refused (422 `stopped_at`); the same span sent twice counts once. Only for an audiobook the viewer may hear in full (free, licensed, or a club title for a club member): 403 NOT_ENTITLED otherwise, and 403 DEVICE_NOT_ALLOWED on a device beyond the 3 streaming devices of the account.',
      payload: savePlaybackTimePayloadSchema,
      responses: {
        200: { description: 'Whether the span counted', schema: playbackTimeResultSchema },
        ...listeningResponses,
      },
    },
    async (c, payload, viewer) => {
      // The wire counts in epoch seconds.
      const span = await library.savePlaybackTime.execute({
        listener: viewer,
        market: c.get('market'),
        audiobookId: payload.audiobook_id,
        mediaId: payload.media_id,
        startedAt: new Date(payload.started_at * 1000),
        stoppedAt: new Date(payload.stopped_at * 1000),
      });
      return c.json(unwrap(span));
    },
  );

  registry.define(
    api,
    {
      operationId: 'getPlaybackProgress',
      method: 'get',
      path: '/me/playback-progress/:id',
      summary:
        "The viewer's saved position (ms) in an audiobook; position 0 and `updated_at` null while none was saved.",
      tag: 'Playback',
      params: idParamsSchema,
      responses: {
        200: { description: 'The saved position', schema: playbackProgressSchema },
        401: NOT_SIGNED_IN_RESPONSE,
        404: { description: "No such audiobook in this market's catalogue", schema: apiErrorSchema },
      },
      cache: 'private',
    },
    async (c, { params, reply }) => {
      const input = { userId: requireViewer(c).userId, market: c.get('market'), audiobookId: params.id };
      return reply(progressWire(unwrap(await library.getPlaybackProgress.execute(input))));
    },
  );

  registry.define(
    api,
    {
      operationId: 'getPlaybackLimit',
      method: 'get',
      path: '/me/playback-limit',
      summary: "This calendar month's listening (Europe/Warsaw) against the account's monthly hours.",
      tag: 'Playback',
      responses: {
        200: { description: 'The limit and its use', schema: playbackLimitSchema },
        401: NOT_SIGNED_IN_RESPONSE,
      },
      cache: 'private',
    },
    async (c, { reply }) => {
      const limit = unwrap(await library.getPlaybackLimit.execute({ userId: requireViewer(c).userId }));
      const body: PlaybackLimitWire = {
        limit_hours: limit.limitHours,
        used_seconds: limit.usedSeconds,
        period_start: limit.periodStart,
        period_end: limit.periodEnd,
      };
      return reply(body);
    },
  );

  registry.define(
    api,
    {
      operationId: 'checkPlayback',
      method: 'get',
      path: '/me/playback-check/:audiobookId',
      summary:
        "Whether this session's device must stop playing: another device of the account started playback later, or the month's listening limit is used up. `?device_id=` may only name the session's own device (403 DEVICE_MISMATCH).",
      tag: 'Playback',
      params: z.object({ audiobookId: z.uuid() }),
      query: sessionDeviceQuerySchema,
      responses: {
        200: { description: 'The verdict', schema: playbackCheckSchema },
        401: NOT_SIGNED_IN_RESPONSE,
        403: {
          description: "DEVICE_MISMATCH: device_id names another device than the session's",
          schema: apiErrorSchema,
        },
        404: { description: "No such audiobook in this market's catalogue", schema: apiErrorSchema },
      },
      cache: 'private',
    },
    async (c, { params, query, reply }) => {
      const listener = sessionDevice(requireViewer(c), query.device_id);
      const input = { listener, market: c.get('market'), audiobookId: params.audiobookId };
      const verdict = unwrap(await library.checkPlayback.execute(input));
      const body: PlaybackCheckWire = { stop_playback: verdict.stopPlayback, audiobook_name: verdict.audiobookName };
      return reply(body);
    },
  );
};
