import type { AudiobookId } from '#domain/playback/playback-ids';
import { TOKENS } from '#infrastructure/composition/tokens';
import type { Command } from '../command';
import { formatDuration } from '../output';
import { resolveTitle } from '../title-ref';

/** Where the listener stopped in a title, as the player resumes it (LoadSavedPosition). */
export const progressCommand: Command = {
  name: 'progress',
  summary: 'Where you stopped in a title, when and on which device',
  usage: '<id|slug>',
  async run(ctx) {
    if (ctx.session.tokens() === null) return ctx.failed({ code: 'AUTH.NOT_SIGNED_IN' });
    const ref = await resolveTitle(ctx, ctx.positionals[0]);
    if (!ref.ok) return ref.exit;
    const saved = await ctx.services.get(TOKENS.LoadSavedPosition).execute({ audiobookId: ref.id as AudiobookId });
    if (!saved.ok) return ctx.failed(saved.error);
    const { position, savedAt, deviceName } = saved.value;
    return ctx.done(
      {
        audiobook_id: ref.id,
        position_ms: position,
        saved_at: savedAt === null ? null : new Date(savedAt).toISOString(),
        device_name: deviceName,
      },
      [
        savedAt === null
          ? 'Not started yet.'
          : `At ${formatDuration(position)}, saved ${new Date(savedAt).toISOString().slice(0, 16).replace('T', ' ')} UTC${deviceName ? ` on ${deviceName}` : ''}.`,
      ],
    );
  },
};
