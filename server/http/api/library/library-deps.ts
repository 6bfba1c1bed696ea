import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '#server/db/schema';
import { KyselyFavouritesRepository } from '#server/library/kysely-favourites-repository';
import { KyselyListeningStats } from '#server/library/kysely-listening-stats';
import { KyselyPlaybackRepository } from '#server/library/kysely-playback-repository';
import { KyselyShelfQueries } from '#server/library/kysely-shelf-queries';
import { KyselyUserReviewRepository } from '#server/library/kysely-user-review-repository';
import { KyselyLibraryTitles } from '#server/library/kysely-library-titles';
import { ApiError } from '../../api-error';

/** The library's repositories, built once per app. */
export interface LibraryDeps {
  readonly titles: KyselyLibraryTitles;
  readonly favourites: KyselyFavouritesRepository;
  readonly playback: KyselyPlaybackRepository;
  readonly listeningStats: KyselyListeningStats;
  readonly shelf: KyselyShelfQueries;
  readonly reviews: KyselyUserReviewRepository;
}

/** The library's repositories on one database. */
export const createLibraryDeps = (db: Kysely<DatabaseSchema>): LibraryDeps => ({
  titles: new KyselyLibraryTitles({ db }),
  favourites: new KyselyFavouritesRepository({ db }),
  playback: new KyselyPlaybackRepository({ db }),
  listeningStats: new KyselyListeningStats({ db }),
  shelf: new KyselyShelfQueries({ db }),
  reviews: new KyselyUserReviewRepository({ db }),
});

/** A command field naming something this market's catalogue does not have: a 422 the client can show. */
export const unknownIn = (property: string) =>
  new ApiError(422, 'VALIDATION_FAILED', 'Invalid request', [{ property, code: 'NOT_FOUND' }]);
