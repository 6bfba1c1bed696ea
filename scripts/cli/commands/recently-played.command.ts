import { TOKENS } from '#infrastructure/composition/tokens';
import type { Command } from '../command';
import { pageOption } from '../library-output';
import { formatDuration, table } from '../output';

/** The recently played page (LoadRecentlyPlayed), latest first, with where each title stands. */
export const recentlyPlayedCommand: Command = {
  name: 'recently-played',
  summary: 'Titles you played lately, latest first, with where you stopped',
  usage: '[--page n]',
  options: { page: { type: 'string' } },
  optionHelp: [['--page n', 'the page of the list']],
  async run(ctx) {
    const user = await ctx.signedIn();
    if (!user.ok) return user.exit;
    const page = await ctx.services
      .get(TOKENS.LoadRecentlyPlayed)
      .execute({ locale: ctx.market, page: pageOption(ctx) });
    if (!page.ok) return ctx.failed(page.error);
    const { items, total } = page.value;
    return ctx.done(
      page.value,
      total === 0
        ? ['Nothing played yet.']
        : table(
            ['ID', 'TITLE', 'AT', 'OF', 'PLAYED'],
            items.map((t) => [
              t.id,
              t.name,
              formatDuration(t.positionMs),
              formatDuration(t.durationMs),
              t.playedAt.slice(0, 16).replace('T', ' '),
            ]),
          ),
    );
  },
};
