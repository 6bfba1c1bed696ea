import type { ProductId } from '#domain/cart/cart-item';
import { TOKENS } from '#infrastructure/composition/tokens';
import { UsageError } from '../cli-io';
import type { Command } from '../command';
import { pageOption, productTable } from '../library-output';

const ACTIONS = ['list', 'add', 'remove'] as const;

/** The favourites page (LoadFavouritesPage), and the heart's ToggleFavourite for each title named. */
export const favouritesCommand: Command = {
  name: 'favourites',
  summary: 'List your favourites, or add or remove titles',
  usage: '[list [--page n] | add <id>... | remove <id>...]',
  options: { page: { type: 'string' } },
  optionHelp: [['--page n', 'the page of the list, 30 a page']],
  async run(ctx) {
    const [action = 'list', ...ids] = ctx.positionals;
    if (!(ACTIONS as readonly string[]).includes(action))
      throw new UsageError(`"${action}" is not one of ${ACTIONS.join(', ')}.`);
    const user = await ctx.signedIn();
    if (!user.ok) return user.exit;
    if (action === 'list') {
      const page = await ctx.services
        .get(TOKENS.LoadFavouritesPage)
        .execute({ locale: ctx.market, page: pageOption(ctx) });
      if (!page.ok) return ctx.failed(page.error);
      return ctx.done(page.value, productTable(page.value, ctx.market, 'No favourites yet.'));
    }
    if (ids.length === 0) throw new UsageError(`favourites ${action} needs the <id> of at least one title.`);
    const adding = action === 'add';
    const toggle = ctx.services.get(TOKENS.ToggleFavourite);
    for (const id of ids) {
      const result = await toggle.execute({
        productId: id as ProductId,
        isFavourite: !adding,
        user: user.value,
        currentPath: `/${ctx.market}`,
      });
      if (!result.ok) return ctx.failed(result.error);
    }
    return ctx.done({ [adding ? 'added' : 'removed']: ids }, [
      `${adding ? 'Added to' : 'Removed from'} favourites: ${ids.join(', ')}.`,
    ]);
  },
};
