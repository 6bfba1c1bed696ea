import { TOKENS } from '#infrastructure/composition/tokens';
import { UsageError } from '../cli-io';
import type { Command } from '../command';
import { csvLine } from '../output';
import { resolveTitle } from '../title-ref';

/** The listener's bookmarks (ExportBookmarks): every title's in the market, or one title's, for their own records. */
export const bookmarksCommand: Command = {
  name: 'bookmarks',
  summary: 'Export your bookmarks, of every title or of one (JSON, or CSV with --csv)',
  usage: 'export [<id|slug>] [--csv]',
  options: { csv: { type: 'boolean' } },
  optionHelp: [['--csv', 'one line a bookmark: audiobook_id,position_ms,note,created_at,updated_at,id']],
  async run(ctx) {
    const [action, title] = ctx.positionals;
    if (action !== 'export') throw new UsageError(`bookmarks takes "export", not "${action ?? ''}".`);
    const user = await ctx.signedIn();
    if (!user.ok) return user.exit;
    const ref = title === undefined ? null : await resolveTitle(ctx, title);
    if (ref && !ref.ok) return ref.exit;
    const result = await ctx.services.get(TOKENS.ExportBookmarks).execute({ audiobookId: ref?.id ?? null });
    if (!result.ok) return ctx.failed(result.error);
    const bookmarks = result.value.map((b) => ({
      id: b.id,
      audiobook_id: b.audiobookId,
      position_ms: b.position,
      note: b.note,
      created_at: b.createdAt,
      updated_at: b.updatedAt,
    }));
    if (ctx.options.csv === true && !ctx.json) {
      ctx.io.out(csvLine(['audiobook_id', 'position_ms', 'note', 'created_at', 'updated_at', 'id']));
      for (const b of bookmarks)
        ctx.io.out(csvLine([b.audiobook_id, b.position_ms, b.note ?? '', b.created_at, b.updated_at, b.id]));
      return 0;
    }
    // Export is machine-readable either way: the JSON document is the export.
    ctx.io.out(JSON.stringify({ audiobook_id: ref?.id ?? null, bookmarks }, null, 2));
    return 0;
  },
};
