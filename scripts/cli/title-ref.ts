import { TOKENS } from '#infrastructure/composition/tokens';
import { UsageError } from './cli-io';
import type { CommandContext } from './command';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type TitleRef = { readonly ok: true; readonly id: string } | { readonly ok: false; readonly exit: number };

/**
 * An audiobook named by id, or by its slug as the storefront's addresses show it, found through the same search the
 * storefront runs (the API reads audiobooks by id only).
 */
export const resolveTitle = async (ctx: CommandContext, argument: string | undefined): Promise<TitleRef> => {
  if (argument === undefined || argument === '') throw new UsageError(`${'<id|slug>'} of an audiobook is missing.`);
  if (UUID.test(argument)) return { ok: true, id: argument.toLowerCase() };
  if (!SLUG.test(argument)) throw new UsageError(`"${argument}" is neither an audiobook's id nor its slug.`);
  const found = await ctx.services.get(TOKENS.LoadSearchPage).execute({
    locale: ctx.market,
    phrase: argument.replace(/-/g, ' '),
    page: 1,
    facets: ['type:audiobook'],
    context: null,
  });
  if (!found.ok) return { ok: false, exit: ctx.failed(found.error) };
  const hit =
    found.value.kind === 'results' ? found.value.results.products.find((h) => h.slug === argument) : undefined;
  return hit ? { ok: true, id: hit.id } : { ok: false, exit: ctx.failed({ code: 'TITLE.NOT_FOUND' }) };
};
