import type { ApiAreaContext } from '../area-context';
import { registerDownloads } from './downloads.route';
import { registerFavourites } from './favourites.route';
import { createLibraryDeps } from './library-deps';
import { registerLicenseChannels } from './license-channels.route';
import { registerListeningStats } from './listening-stats.route';
import { registerPlayback } from './playback.route';
import { registerShelf } from './shelf.route';
import { registerUserReviews } from './user-reviews.route';

/** Registers the library area's routes and commands: favourites, shelf, license channels, playback, listening stats, downloads and own reviews. */
export const registerLibraryArea = (ctx: ApiAreaContext): void => {
  const deps = createLibraryDeps(ctx.services.db);
  registerFavourites(ctx, deps);
  registerShelf(ctx, deps);
  registerLicenseChannels(ctx, deps);
  registerPlayback(ctx, deps);
  registerListeningStats(ctx, deps);
  registerDownloads(ctx, deps);
  registerUserReviews(ctx, deps);
};
