import type { Kysely } from 'kysely';
import { KyselyClubPeriodsRepository } from '../accounts/kysely-club-periods-repository';
import { KyselyAttemptLimiters } from '../accounts/throttle/kysely-attempt-limiters';
import type { DatabaseSchema } from '../db/schema';
import type { AudiobookDownloads } from '../library/audiobook-downloads.port';
import { KyselyAccountDevices } from '../library/kysely-account-devices';
import { KyselyLibraryTitles } from '../library/kysely-library-titles';
import type { Logger } from '../logging/logger';
import type { ContentKeys } from '../media/content-keys.port';
import { demoAudiobookDownloads } from '../media/demo-audiobook-downloads';
import { demoContentKeys } from '../media/demo-content-key-store';
import { demoMediaRecordings } from '../media/demo-media-recordings';
import { GetEpisodeStreamMedia } from '../media/get-episode-stream-media.use-case';
import { GetStreamMedia } from '../media/get-stream-media.use-case';
import { GrantContentKeys } from '../media/grant-content-keys.use-case';
import { KyselyMediaEpisodes } from '../media/kysely-media-episodes';
import { KyselyMediaTitles } from '../media/kysely-media-titles';
import type { MediaFiles } from '../media/media-files';
import { mediaTreeVersion } from '../media/media-version';

/** Where the media is and where browsers fetch the public tree from. */
export interface MediaConfig {
  readonly files: MediaFiles;
  /**
   * The public tree's base: `/media` on this server, or `MEDIA_BASE_URL` (a CDN or bucket holding the same tree);
   * every file is at `{base}/{version}/{path}`.
   */
  readonly baseUrl: string;
}

/** What the media area is built from. */
export interface MediaServices {
  readonly db: Kysely<DatabaseSchema>;
  readonly now: () => Date;
  readonly logger: Logger;
  readonly media: MediaConfig;
  /** The demo keys unless given (a deployment's key server). */
  readonly contentKeys?: ContentKeys;
}

/** The media area: the media resources, the ClearKey licence, the downloads and the public tree's addresses. */
export interface MediaModule {
  readonly getStreamMedia: GetStreamMedia;
  readonly getEpisodeStreamMedia: GetEpisodeStreamMedia;
  readonly grantContentKeys: GrantContentKeys;
  readonly downloads: AudiobookDownloads;
  /** The public tree's version, part of every media address. */
  readonly version: string;
  /** The address of a file of the public tree (a path relative to it). */
  mediaUrl(path: string): string;
}

/** The media area over the demo recordings and keys, reading the catalogue from the database. */
export const createMediaModule = (services: MediaServices): MediaModule => {
  const { db, now, logger, media } = services;
  const titles = new KyselyLibraryTitles({ db });
  const mediaTitles = new KyselyMediaTitles({ db, titles });
  const recordings = demoMediaRecordings();
  const entitlement = {
    titles,
    clubPeriods: new KyselyClubPeriodsRepository({ db }),
    devices: new KyselyAccountDevices({ db }),
  };
  const version = mediaTreeVersion();
  const base = media.baseUrl.replace(/\/+$/, '');
  return {
    getStreamMedia: new GetStreamMedia({ ...entitlement, mediaTitles, recordings, now }),
    getEpisodeStreamMedia: new GetEpisodeStreamMedia({
      clubPeriods: entitlement.clubPeriods,
      devices: entitlement.devices,
      episodes: new KyselyMediaEpisodes({ db }),
      recordings,
      now,
    }),
    grantContentKeys: new GrantContentKeys({
      ...entitlement,
      mediaTitles,
      recordings,
      contentKeys: services.contentKeys ?? demoContentKeys(),
      limiters: new KyselyAttemptLimiters({ db }),
      logger,
      now,
    }),
    downloads: demoAudiobookDownloads({ mediaTitles, recordings, downloadsDir: media.files.downloadsDir }),
    version,
    mediaUrl: (path) => `${base}/${version}/${path}`,
  };
};
