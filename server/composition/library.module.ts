import type { Kysely } from 'kysely';
import { MARKETS } from '#domain/market/markets';
import { KyselyClubPeriodsRepository } from '../accounts/kysely-club-periods-repository';
import { readPlaybackLimit } from '../accounts/playback-limit';
import type { DatabaseSchema } from '../db/schema';
import { AddBookmark } from '../library/add-bookmark.use-case';
import { AddToFavourites } from '../library/add-to-favourites.use-case';
import type { AudiobookDownloads } from '../library/audiobook-downloads.port';
import { CheckPlayback } from '../library/check-playback.use-case';
import { DownloadAudiobook } from '../library/download-audiobook.use-case';
import { EditBookmark } from '../library/edit-bookmark.use-case';
import type { FavouritesRepository } from '../library/favourites-repository.port';
import { GetLicenseChannels } from '../library/get-license-channels.use-case';
import { GetListeningStats } from '../library/get-listening-stats.use-case';
import { GetOwnReview } from '../library/get-own-review.use-case';
import { GetPlaybackLimit } from '../library/get-playback-limit.use-case';
import { GetPlaybackProgress } from '../library/get-playback-progress.use-case';
import { GetPlayerSession } from '../library/get-player-session.use-case';
import { KyselyAccountDevices } from '../library/kysely-account-devices';
import { KyselyBookmarkRepository } from '../library/kysely-bookmark-repository';
import { KyselyFavouritesRepository } from '../library/kysely-favourites-repository';
import { KyselyLibraryTitles } from '../library/kysely-library-titles';
import { KyselyListeningStats } from '../library/kysely-listening-stats';
import { KyselyPlaybackRepository } from '../library/kysely-playback-repository';
import { KyselyPlayerSessions } from '../library/kysely-player-sessions';
import { KyselyShelfQueries } from '../library/kysely-shelf-queries';
import { KyselyUserReviewRepository } from '../library/kysely-user-review-repository';
import { RemoveProductReview } from '../library/remove-product-review.use-case';
import { ListBookmarks } from '../library/list-bookmarks.use-case';
import type { PlaybackLimits } from '../library/playback-limits.port';
import type { ProductSearchIndex } from '../library/product-search-index.port';
import { RateProduct } from '../library/rate-product.use-case';
import { RemoveBookmark } from '../library/remove-bookmark.use-case';
import { RemoveFromFavourites } from '../library/remove-from-favourites.use-case';
import { RequestAudiobookDownload } from '../library/request-audiobook-download.use-case';
import { SavePlaybackProgress } from '../library/save-playback-progress.use-case';
import { SavePlaybackTime } from '../library/save-playback-time.use-case';
import type { ShelfQueries } from '../library/shelf-queries.port';
import { StartPlayback } from '../library/start-playback.use-case';
import type { Logger } from '../logging/logger';
import { type CatalogueChanges, NO_SIBLING_PROCESSES } from '../search/indexing/catalogue-changes.port';
import { reindexProducts } from '../search/indexing/catalogue-search-records';
import { fanOutSearchIndexWriter } from '../search/indexing/fan-out-search-index-writer';
import { localSearchIndexWriter } from '../search/indexing/local-search-index-writer';
import type { SearchIndexWriter } from '../search/indexing/search-index-writer.port';
import type { SearchService } from '../search/search-service';

/** What the library area is built from. */
export interface LibraryServices {
  readonly db: Kysely<DatabaseSchema>;
  readonly now: () => Date;
  readonly logger: Logger;
  /** The markets' local search indexes, kept in step with ratings. */
  readonly search: SearchService;
  /** The brand name, part of the search records' links. */
  readonly product: string;
  readonly hostedSearchIndex?: SearchIndexWriter;
  /** Where one-off license holders download audiobooks from (the media area's files). */
  readonly audiobookDownloads: AudiobookDownloads;
  readonly catalogueChanges?: CatalogueChanges;
}

/** The library area's use cases, and the read-only queries its lists are answered from. */
export interface LibraryModule {
  readonly addToFavourites: AddToFavourites;
  readonly removeFromFavourites: RemoveFromFavourites;
  readonly favourites: Pick<FavouritesRepository, 'favouriteAmong' | 'page'>;
  readonly shelf: ShelfQueries;
  readonly getLicenseChannels: GetLicenseChannels;
  readonly startPlayback: StartPlayback;
  readonly savePlaybackProgress: SavePlaybackProgress;
  readonly savePlaybackTime: SavePlaybackTime;
  readonly getPlaybackProgress: GetPlaybackProgress;
  readonly getPlayerSession: GetPlayerSession;
  readonly getPlaybackLimit: GetPlaybackLimit;
  readonly checkPlayback: CheckPlayback;
  readonly addBookmark: AddBookmark;
  readonly editBookmark: EditBookmark;
  readonly removeBookmark: RemoveBookmark;
  readonly listBookmarks: ListBookmarks;
  readonly getListeningStats: GetListeningStats;
  readonly requestAudiobookDownload: RequestAudiobookDownload;
  readonly downloadAudiobook: DownloadAudiobook;
  readonly rateProduct: RateProduct;
  readonly getOwnReview: GetOwnReview;
  readonly removeProductReview: RemoveProductReview;
}

/** The library area on one database: its Kysely adapters, built once per app, and the use cases over them. */
export const createLibraryModule = (services: LibraryServices): LibraryModule => {
  const { db, now, logger } = services;
  const titles = new KyselyLibraryTitles({ db });
  const favourites = new KyselyFavouritesRepository({ db });
  const playback = new KyselyPlaybackRepository({ db });
  const reviews = new KyselyUserReviewRepository({ db });
  const bookmarks = new KyselyBookmarkRepository({ db });
  const entitlement = {
    titles,
    clubPeriods: new KyselyClubPeriodsRepository({ db }),
    devices: new KyselyAccountDevices({ db }),
  };
  const playbackLimits: PlaybackLimits = { read: (userId, at) => readPlaybackLimit(db, userId, at) };
  const localIndex = localSearchIndexWriter(services.search);
  const searchIndexes = fanOutSearchIndexWriter([
    localIndex,
    ...(services.hostedSearchIndex ? [services.hostedSearchIndex] : []),
  ]);
  const siblings = services.catalogueChanges ?? NO_SIBLING_PROCESSES;
  const searchIndex: ProductSearchIndex = {
    reindex: async (market, productIds) => {
      try {
        await reindexProducts(db, searchIndexes, market, services.product, productIds);
      } finally {
        // The local index is written even when the hosted one fails, so the other processes follow either way.
        siblings.publish({ locale: market.locale, productIds });
      }
    },
  };
  // Another process wrote the hosted index already; here only this process's own index catches up.
  siblings.subscribe(async ({ locale, productIds }) => {
    try {
      await reindexProducts(db, localIndex, MARKETS[locale], services.product, productIds);
    } catch (error) {
      logger.warn("search reindex after another process's change failed", { locale, productIds, error: String(error) });
    }
  });
  const downloads = services.audiobookDownloads;
  return {
    addToFavourites: new AddToFavourites({ titles, favourites, now }),
    removeFromFavourites: new RemoveFromFavourites({ favourites }),
    favourites,
    shelf: new KyselyShelfQueries({ db }),
    getLicenseChannels: new GetLicenseChannels({ ...entitlement, now }),
    startPlayback: new StartPlayback({ ...entitlement, playback, now }),
    savePlaybackProgress: new SavePlaybackProgress({ ...entitlement, playback, now }),
    savePlaybackTime: new SavePlaybackTime({ ...entitlement, playback, now }),
    getPlaybackProgress: new GetPlaybackProgress({ titles, playback }),
    getPlayerSession: new GetPlayerSession({ playerSessions: new KyselyPlayerSessions({ db }) }),
    getPlaybackLimit: new GetPlaybackLimit({ playbackLimits, now }),
    checkPlayback: new CheckPlayback({ titles, playback, playbackLimits, now }),
    addBookmark: new AddBookmark({ titles, bookmarks, now }),
    editBookmark: new EditBookmark({ bookmarks, now }),
    removeBookmark: new RemoveBookmark({ bookmarks }),
    listBookmarks: new ListBookmarks({ titles, bookmarks }),
    getListeningStats: new GetListeningStats({ listeningStats: new KyselyListeningStats({ db }), now }),
    requestAudiobookDownload: new RequestAudiobookDownload({ ...entitlement, downloads }),
    downloadAudiobook: new DownloadAudiobook({ ...entitlement, downloads }),
    rateProduct: new RateProduct({ reviews, searchIndex, logger, now }),
    getOwnReview: new GetOwnReview({ titles, reviews }),
    removeProductReview: new RemoveProductReview({ reviews, searchIndex, logger }),
  };
};
