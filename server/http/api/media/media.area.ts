import type { ApiAreaContext } from '../area-context';
import { registerLicense } from './license.route';
import { registerStreamMedia } from './stream-media.route';

/** Registers the media area's routes: an audiobook's stream (or sample) and its ClearKey licence. */
export const registerMediaArea = (ctx: ApiAreaContext): void => {
  const { media } = ctx.modules;
  registerStreamMedia(ctx, media);
  registerLicense(ctx, media);
};
