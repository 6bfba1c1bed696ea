import type { ApiAreaContext } from '../area-context';
import { registerBookmarks } from './bookmarks.route';
import { registerDownloads } from './downloads.route';
import { registerFavourites } from './favourites.route';
import { registerLicenseChannels } from './license-channels.route';
import { registerListeningStats } from './listening-stats.route';
import { registerPlayback } from './playback.route';
import { registerPlayerSession } from './player-session.route';
import { registerShelf } from './shelf.route';
import { registerUserReviews } from './user-reviews.route';

/** Registers the library area's routes and commands: favourites, shelf, license channels, playback, the player session, bookmarks, listening stats, downloads and own reviews. */
export const registerLibraryArea = (ctx: ApiAreaContext): void => {
  const { library } = ctx.modules;
  registerFavourites(ctx, library);
  registerShelf(ctx, library);
  registerLicenseChannels(ctx, library);
  registerPlayback(ctx, library);
  registerPlayerSession(ctx, library);
  registerBookmarks(ctx, library);
  registerListeningStats(ctx, library);
  registerDownloads(ctx, library);
  registerUserReviews(ctx, library);
};
