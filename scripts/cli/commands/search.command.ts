import { MARKETS } from '#domain/market/markets';
import { displayedPrice } from '#domain/pricing/displayed-price';
import { REFINABLE_FACETS } from '#domain/search/search-refinements';
import { TOKENS } from '#infrastructure/composition/tokens';
import { UsageError } from '../cli-io';
import type { Command } from '../command';
import { formatPrice, table } from '../output';

const FACET = new RegExp(`^(${REFINABLE_FACETS.join('|')}):.+$`);

/** The storefront's search page (LoadSearchPage): the market's index through `SearchIndexPort`, local or hosted. */
export const searchCommand: Command = {
  name: 'search',
  summary: 'Search the catalogue',
  usage: '<phrase> [--facet name:value]... [--page n]',
  options: { facet: { type: 'string', multiple: true }, page: { type: 'string' } },
  optionHelp: [
    ['--facet name:value', `narrow the results (${REFINABLE_FACETS.join(', ')}), e.g. type:podcast; repeatable`],
    ['--page n', 'the page of results, 15 a page (1 unless given)'],
  ],
  async run(ctx) {
    const phrase = ctx.positionals.join(' ').trim();
    if (phrase === '') throw new UsageError('search needs a <phrase>.');
    const facets = (ctx.options.facet as readonly string[] | undefined) ?? [];
    const wrong = facets.find((facet) => !FACET.test(facet));
    if (wrong !== undefined)
      throw new UsageError(`--facet "${wrong}" is not name:value with name one of ${REFINABLE_FACETS.join(', ')}.`);
    const pageText = (ctx.options.page as string | undefined) ?? '1';
    if (!/^[1-9]\d{0,3}$/.test(pageText)) throw new UsageError(`--page "${pageText}" is not a page number.`);
    const result = await ctx.services
      .get(TOKENS.LoadSearchPage)
      .execute({ locale: ctx.market, phrase, page: Number(pageText), facets, context: null });
    if (!result.ok) return ctx.failed(result.error);
    const page = result.value;
    if (page.kind === 'prompt') throw new UsageError('search needs a <phrase> of at most 120 characters.');
    const { currency } = MARKETS[ctx.market];
    const hits = page.results.products.map((hit) => ({
      id: hit.id,
      type: hit.type,
      name: hit.name,
      slug: hit.slug,
      authors: hit.description,
      price: displayedPrice(hit, false),
      currency,
      is_free: hit.isFree,
    }));
    const { page: current, pages, total } = page.results;
    return ctx.done(
      {
        phrase: page.phrase,
        page: current,
        pages,
        total,
        refinements: page.refinements,
        facets: page.facets,
        hits,
      },
      total === 0
        ? [`Nothing found for "${phrase}".`]
        : [
            ...table(
              ['ID', 'TYPE', 'TITLE', 'AUTHORS', 'PRICE'],
              hits.map((h) => [
                h.id,
                h.type,
                h.name,
                h.authors,
                h.is_free ? 'free' : formatPrice(h.price, currency, ctx.market),
              ]),
            ),
            '',
            `${total} found, page ${current} of ${pages}.`,
          ],
    );
  },
};
