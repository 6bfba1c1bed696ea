import { isLocale, LOCALES } from '#domain/market/locale';
import { TOKENS } from '#infrastructure/composition/tokens';
import { UsageError } from '../cli-io';
import type { Command } from '../command';

/** The market's categories through the storefront's ListCategories. */
export const categoriesCommand: Command = {
  name: 'categories',
  summary: "List the market's categories",
  usage: '[market] [--all]',
  options: { all: { type: 'boolean' } },
  optionHelp: [
    ['market', 'the market, as --market names it (kept for `npm run categories -- de`)'],
    ['--all', 'the whole tree, subcategories indented (top level only without it)'],
  ],
  async run(ctx) {
    const [named] = ctx.positionals;
    if (named !== undefined && !isLocale(named))
      throw new UsageError(`market "${named}" is not one of ${LOCALES.join(', ')}.`);
    const result = await ctx.services
      .get(TOKENS.ListCategories)
      .execute({ locale: named ?? ctx.market, topLevelOnly: ctx.options.all !== true });
    if (!result.ok) return ctx.failed(result.error);
    const depth = new Map<string, number>();
    const rows = result.value.map((category) => {
      const level = category.parentId ? (depth.get(category.parentId) ?? 0) + 1 : 0;
      depth.set(category.id, level);
      return { ...category, level };
    });
    return ctx.done(
      rows.map(({ id, slug, name, parentId }) => ({ id, slug, name, parent_id: parentId ?? null })),
      rows.map((c) => `${'  '.repeat(c.level)}${c.name}  (${c.slug})`),
    );
  },
};
