import { resolve } from 'node:path';
import type { DownloadProgress } from '#application/library/download-title.use-case';
import { TOKENS } from '#infrastructure/composition/tokens';
import { FileDownloadTarget } from '#infrastructure/node/file-download-target';
import type { Command } from '../command';
import { formatBytes } from '../output';
import { resolveTitle } from '../title-ref';

const BAR_WIDTH = 30;

const progressLine = ({ receivedBytes, totalBytes }: DownloadProgress): string => {
  if (totalBytes === null || totalBytes === 0) return `${formatBytes(receivedBytes)}`;
  const done = Math.min(1, receivedBytes / totalBytes);
  const filled = Math.round(done * BAR_WIDTH);
  return `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${Math.floor(done * 100)
    .toString()
    .padStart(3)}%  ${formatBytes(receivedBytes)} of ${formatBytes(totalBytes)}`;
};

/** An owned title's DRM-free file (DownloadTitle), carried on from where an interrupted run stopped. */
export const downloadCommand: Command = {
  name: 'download',
  summary: 'Save a title you bought as a DRM-free file; run again to resume',
  usage: '<id|slug> [--out <file> | --dir <folder>]',
  options: { out: { type: 'string' }, dir: { type: 'string' } },
  optionHelp: [
    ['--out <file>', "the file to write (else the store's file name in --dir)"],
    ['--dir <folder>', 'the folder to write to (the current one unless given)'],
  ],
  async run(ctx) {
    if (ctx.session.tokens() === null) return ctx.failed({ code: 'AUTH.NOT_SIGNED_IN' });
    const ref = await resolveTitle(ctx, ctx.positionals[0]);
    if (!ref.ok) return ref.exit;
    const out = ctx.options.out as string | undefined;
    const target = new FileDownloadTarget({
      dir: resolve(ctx.env.cwd, (ctx.options.dir as string | undefined) ?? '.'),
      audiobookId: ref.id,
      ...(out === undefined ? {} : { outPath: resolve(ctx.env.cwd, out) }),
    });
    const result = await ctx.services.get(TOKENS.DownloadTitle).execute({
      audiobookId: ref.id,
      target,
      onProgress: (progress) => ctx.io.progress?.(progressLine(progress)),
    });
    ctx.io.progress?.('');
    if (!result.ok) return ctx.failed(result.error);
    const { path, totalBytes, resumedFrom } = result.value;
    return ctx.done({ audiobook_id: ref.id, path, bytes: totalBytes, resumed_from: resumedFrom }, [
      `Saved ${path} (${formatBytes(totalBytes)}${resumedFrom > 0 ? `, resumed after ${formatBytes(resumedFrom)}` : ''}).`,
    ]);
  },
};
