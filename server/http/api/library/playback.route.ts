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
import { hasClubAccess } from '#server/accounts/club-access';
import { readPlaybackLimit } from '#server/accounts/playback-limit';
import type { Viewer } from '#server/auth/viewer';
import { mayListen } from '#server/library/license-channels';
import { judgeSpan, mustStopPlayback, progressOrderKey } from '#server/library/playback-rules';
import type { Context } from 'hono';
import { ApiError, invalidFields, notFoundError } from '../../api-error';
import type { AppEnv } from '../../app-env';
import { NOT_SIGNED_IN_RESPONSE, requireViewer } from '../../auth/require-viewer';
import type { ApiAreaContext } from '../area-context';
import { idParamsSchema } from '../catalogue-request';
import { type LibraryDeps, unknownIn } from './library-deps';
import { requireStreamingDevice, sessionDevice } from './session-device';

/** Playback of a title the viewer may not hear (samples never go through the playback commands). */
const notEntitled = () =>
  new ApiError(
    403,
    'NOT_ENTITLED',
    'The audiobook is not free, the viewer holds no license for it, and it is not in a club the viewer belongs to',
  );

const listeningResponses = {
  403: {
    description:
      "NOT_ENTITLED: the audiobook is neither free, licensed to the viewer, nor in their club; DEVICE_NOT_ALLOWED: the session's device is beyond the account's 3 streaming devices",
    schema: apiErrorSchema,
  },
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
export const registerPlayback = ({ api, registry, commands, services }: ApiAreaContext, deps: LibraryDeps) => {
  const progressWire = async (userId: string, audiobookId: string): Promise<PlaybackProgressWire> => {
    const progress = await deps.playback.progress(userId, audiobookId);
    return { audiobook_id: audiobookId, position: progress.positionMs, updated_at: progress.updatedAt };
  };

  /**
   * The market's audiobook the viewer may hear in full on this session's device (422 unknown, 403 not entitled or
   * not a streaming device), and whether via the club.
   */
  const listenableAudiobook = async (c: Context<AppEnv>, viewer: Viewer, audiobookId: string) => {
    const market = c.get('market');
    const title = await deps.titles.findAudiobook(market.catalogId, audiobookId);
    if (!title) throw unknownIn('audiobook_id');
    const [hasLicense, club] = await Promise.all([
      deps.titles.hasLicense(viewer.userId, title.id),
      title.inClub ? hasClubAccess(services.db, viewer.userId, market, services.now()) : false,
    ]);
    const facts = { isFree: title.isFree, inClub: title.inClub, clubOffered: market.features.club, hasLicense };
    if (!mayListen({ ...facts, hasClubAccess: club })) throw notEntitled();
    await requireStreamingDevice(deps.titles, viewer);
    return { title, viaClub: title.inClub && club };
  };

  commands.user(
    {
      name: 'StartPlayback',
      summary:
        "Playback of an audiobook starts on the viewer's device: it becomes the account's active player (other devices are told to stop) and the title goes on top of recently played. Answers the saved position. Only for an audiobook the viewer may hear in full (free, licensed, or a club title for a club member): 403 NOT_ENTITLED otherwise, and 403 DEVICE_NOT_ALLOWED on a device beyond the 3 streaming devices of the account.",
      payload: startPlaybackPayloadSchema,
      responses: progressResponses,
    },
    async (c, payload, viewer) => {
      const now = services.now();
      const { title, viaClub } = await listenableAudiobook(c, viewer, payload.audiobook_id);
      await deps.playback.start({
        userId: viewer.userId,
        audiobookId: title.id,
        deviceId: viewer.deviceId,
        viaClub,
        now,
      });
      return c.json(await progressWire(viewer.userId, title.id));
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
      const now = services.now();
      const { title } = await listenableAudiobook(c, viewer, payload.audiobook_id);
      if (payload.position > (title.durationMs ?? 0))
        throw invalidFields({ property: 'position', code: 'OUT_OF_RANGE' });
      const savedAt = payload.saved_at === undefined ? undefined : new Date(payload.saved_at);
      await deps.playback.saveProgress({
        userId: viewer.userId,
        audiobookId: title.id,
        positionMs: payload.position,
        orderKey: progressOrderKey(savedAt, now),
        now,
      });
      return c.json(await progressWire(viewer.userId, title.id));
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
      const now = services.now();
      const { title } = await listenableAudiobook(c, viewer, payload.audiobook_id);
      const decision = judgeSpan(payload.started_at, payload.stopped_at, now.getTime());
      if (decision.kind === 'reject') throw invalidFields({ property: decision.property, code: decision.code });
      if (decision.kind === 'ignore') return c.json({ recorded: false, seconds: 0 });
      await deps.playback.recordSpan({
        userId: viewer.userId,
        audiobookId: title.id,
        mediaId: payload.media_id,
        startedAt: new Date(payload.started_at * 1000),
        stoppedAt: new Date(payload.stopped_at * 1000),
        seconds: decision.seconds,
      });
      return c.json({ recorded: true, seconds: decision.seconds });
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
      const viewer = requireViewer(c);
      const title = await deps.titles.findAudiobook(c.get('market').catalogId, params.id);
      if (!title) throw notFoundError('Audiobook');
      return reply(await progressWire(viewer.userId, title.id));
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
      const viewer = requireViewer(c);
      const limit = await readPlaybackLimit(services.db, viewer.userId, services.now());
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
      const viewer = requireViewer(c);
      const deviceId = sessionDevice(viewer, query.device_id);
      const title = await deps.titles.findAudiobook(c.get('market').catalogId, params.audiobookId);
      if (!title) throw notFoundError('Audiobook');
      const [limit, starts] = await Promise.all([
        readPlaybackLimit(services.db, viewer.userId, services.now()),
        deps.playback.starts(viewer.userId, deviceId),
      ]);
      const body: PlaybackCheckWire = {
        stop_playback: mustStopPlayback({
          limitExhausted: limit.exhausted,
          thisDeviceStartedAt: starts.thisDevice,
          otherDevicesStartedAt: starts.others,
        }),
        audiobook_name: title.name,
      };
      return reply(body);
    },
  );
};
