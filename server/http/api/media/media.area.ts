import type { ApiAreaContext } from '../area-context';
import { registerEpisodeMedia } from './episode-media.route';
import { registerLicense } from './license.route';
import { registerStreamMedia } from './stream-media.route';

/** Registers the media area's routes: an audiobook's stream (or sample), its ClearKey licence, an episode's stream. */
export const registerMediaArea = (ctx: ApiAreaContext): void => {
  const { media } = ctx.modules;
  registerStreamMedia(ctx, media);
  registerLicense(ctx, media);
  registerEpisodeMedia(ctx, media);
};
