import { TOKENS } from '#infrastructure/composition/tokens';
import type { Command } from '../command';
import { pageOption, productTable } from '../library-output';
import { formatDuration, table } from '../output';

/** The shelf page (LoadShelf): titles stopped part way first, then the titles on the shelf. */
export const shelfCommand: Command = {
  name: 'shelf',
  summary: 'Your shelf: titles to carry on with, then the titles you own',
  usage: '[--page n]',
  options: { page: { type: 'string' } },
  optionHelp: [['--page n', 'the page of the shelf']],
  async run(ctx) {
    const user = await ctx.signedIn();
    if (!user.ok) return user.exit;
    const shelf = await ctx.services.get(TOKENS.LoadShelf).execute({ locale: ctx.market, page: pageOption(ctx) });
    if (!shelf.ok) return ctx.failed(shelf.error);
    const { continueListening, titles } = shelf.value;
    return ctx.done({ continue_listening: continueListening, titles }, [
      ...(continueListening.length > 0
        ? [
            'Carry on listening',
            ...table(
              ['ID', 'TITLE', 'AT', 'OF'],
              continueListening.map((t) => [t.id, t.name, formatDuration(t.positionMs), formatDuration(t.durationMs)]),
            ),
            '',
          ]
        : []),
      ...productTable(titles, ctx.market, 'Nothing on the shelf yet.'),
    ]);
  },
};
