import { TOKENS } from '#infrastructure/composition/tokens';
import { displayedPrice } from '#domain/pricing/displayed-price';
import { UsageError } from '../cli-io';
import type { Command } from '../command';
import { formatPrice, table } from '../output';

/** A series or collection with its volumes in order (LoadCyclePage). */
export const cycleCommand: Command = {
  name: 'cycle',
  summary: 'Show a series or collection with its volumes',
  usage: '<id|slug>',
  async run(ctx) {
    const id = ctx.positionals[0];
    if (id === undefined || id.trim() === '') throw new UsageError('cycle needs the <id|slug> of a series.');
    const result = await ctx.services.get(TOKENS.LoadCyclePage).execute({ locale: ctx.market, id });
    if (!result.ok) return ctx.failed(result.error);
    const cycle = result.value;
    const volumes = cycle.volumes.map(({ position, product }) => ({
      position,
      id: product.id,
      type: product.type,
      name: product.name,
      authors: product.authors,
      price: displayedPrice(product.prices, false),
      currency: product.currency,
      is_free: product.isFree,
    }));
    return ctx.done(
      {
        id: cycle.id,
        slug: cycle.slug,
        name: cycle.name,
        cycle_type: cycle.cycleType,
        authors: cycle.authors.map((a) => a.name),
        volumes,
      },
      [
        `${cycle.name} (${cycle.cycleType}, ${volumes.length} volumes)`,
        '',
        ...table(
          ['#', 'ID', 'TITLE', 'PRICE'],
          volumes.map((v) => [
            String(v.position),
            v.id,
            v.name,
            v.is_free ? 'free' : formatPrice(v.price, v.currency, ctx.market),
          ]),
        ),
      ],
    );
  },
};
