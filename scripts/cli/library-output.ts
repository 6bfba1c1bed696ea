import type { ProductSummary } from '#application/catalog/product-summary';
import type { LibraryPage } from '#application/library/library-page';
import type { Locale } from '#domain/market/locale';
import { displayedPrice } from '#domain/pricing/displayed-price';
import { UsageError } from './cli-io';
import type { CommandContext } from './command';
import { formatPrice, table } from './output';

/** `--page n`, 1 unless given. */
export const pageOption = (ctx: CommandContext): number => {
  const text = (ctx.options.page as string | undefined) ?? '1';
  if (!/^[1-9]\d{0,3}$/.test(text)) throw new UsageError(`--page "${text}" is not a page number.`);
  return Number(text);
};

/** A page of titles as a table, with where the list stands. */
export const productTable = (page: LibraryPage<ProductSummary>, locale: Locale, empty: string): readonly string[] =>
  page.total === 0
    ? [empty]
    : [
        ...table(
          ['ID', 'TYPE', 'TITLE', 'AUTHORS', 'PRICE'],
          page.items.map((p) => [
            p.id,
            p.type,
            p.name,
            p.authors,
            p.isFree ? 'free' : formatPrice(displayedPrice(p.prices, false), p.currency, locale),
          ]),
        ),
        '',
        `${page.total} in all, page ${page.page} of ${page.pages}.`,
      ];
