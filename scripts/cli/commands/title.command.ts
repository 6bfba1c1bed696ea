import type { User } from '#domain/auth/user';
import { priceView } from '#domain/pricing/price-view';
import { TOKENS } from '#infrastructure/composition/tokens';
import type { Command, CommandContext } from '../command';
import { formatDuration, formatPrice } from '../output';
import { resolveTitle } from '../title-ref';

/** The signed-in listener when a session is kept and still good; a visitor otherwise, as on the storefront. */
const listenerIfAny = async (ctx: CommandContext): Promise<User | null> => {
  if (ctx.session.tokens() === null) return null;
  const user = await ctx.services.get(TOKENS.RefreshUser).execute();
  return user.ok ? user.value : null;
};

/** An audiobook's page (LoadAudiobookPage), its price as the storefront shows it and, signed in, the licence state. */
export const titleCommand: Command = {
  name: 'title',
  summary: 'Show an audiobook: credits, length, price, your licence',
  usage: '<id|slug>',
  async run(ctx) {
    const ref = await resolveTitle(ctx, ctx.positionals[0]);
    if (!ref.ok) return ref.exit;
    const [page, user] = await Promise.all([
      ctx.services.get(TOKENS.LoadAudiobookPage).execute({ locale: ctx.market, id: ref.id, reviewsPage: 1 }),
      listenerIfAny(ctx),
    ]);
    if (!page.ok) return ctx.failed(page.error);
    const { audiobook } = page.value;
    const licences = await ctx.services.get(TOKENS.LoadLicenseChannels).execute({ productId: audiobook.id, user });
    if (!licences.ok) return ctx.failed(licences.error);
    const price = priceView({
      product: audiobook.prices,
      licenses: licences.value,
      isClubMember: user?.isClubMember ?? false,
    });
    const money = (amount: number | null) => formatPrice(amount, audiobook.currency, ctx.market);
    const names = (people: readonly { readonly name: string }[]) => people.map((p) => p.name).join(', ');
    const licenceState = user === null ? null : (licences.value.oneoff?.state ?? licences.value.shared?.state ?? null);
    const priceLine = audiobook.isFree
      ? 'free'
      : `${money(price.displayed)}${price.isReduced ? ` (was ${money(price.base)})` : ''}`;
    return ctx.done(
      {
        id: audiobook.id,
        name: audiobook.name,
        authors: audiobook.authors.map((a) => a.name),
        lectors: audiobook.lectors.map((l) => l.name),
        publishers: audiobook.publishers.map((p) => p.name),
        categories: audiobook.categories.map((c) => ({ id: c.id, slug: c.slug, name: c.name })),
        cycles: audiobook.cycles,
        duration_ms: audiobook.durationMs,
        rating: audiobook.rating,
        rating_count: audiobook.ratingCount,
        is_free: audiobook.isFree,
        is_available_in_subscription: audiobook.isAvailableInSubscription,
        currency: audiobook.currency,
        price: {
          displayed: price.displayed,
          base: price.base,
          is_reduced: price.isReduced,
          lowest_price_of_30_days: price.lowestPriceOf30Days,
        },
        licences: user === null ? null : licences.value,
        chapters: audiobook.chapters,
      },
      [
        audiobook.name,
        `  by        ${names(audiobook.authors)}`,
        ...(audiobook.lectors.length > 0 ? [`  read by   ${names(audiobook.lectors)}`] : []),
        `  length    ${formatDuration(audiobook.durationMs)} (${audiobook.chapters.length} chapters)`,
        `  rating    ${audiobook.ratingCount > 0 ? `${audiobook.rating.toFixed(1)} of 5 (${audiobook.ratingCount})` : 'none yet'}`,
        `  price     ${priceLine}`,
        ...(price.lowestPriceOf30Days !== null && price.isReduced
          ? [`            lowest in 30 days: ${money(price.lowestPriceOf30Days)}`]
          : []),
        `  licence   ${licenceState ?? 'sign in to see yours'}`,
        ...audiobook.cycles.map((c) => `  part ${c.position} of ${c.volumesCount} in ${c.name} (${c.id})`),
        `  id        ${audiobook.id}`,
      ],
    );
  },
};
