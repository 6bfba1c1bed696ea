import type { Locale } from '#domain/market/locale';
import { clubLandingPageFor } from '#domain/market/club-landing';
import type { CurrencyCode } from '#domain/market/market';
import { MARKETS } from '#domain/market/markets';
import { CLUB_MONTHLY_PRICE } from '#domain/pricing/club-price';
import type { MinorUnits } from '#domain/pricing/minor-units';
import { err, ok, type Result } from '#domain/shared/result';
import type { ProductSummary } from '../catalog/product-summary';
import type { ScreenError } from '../home/screen.errors';
import type { ScreenRepository } from '../ports/screen-repository.port';

export interface LoadClubLandingInput {
  readonly locale: Locale;
}

/** A list the club page shows under its own heading (the API's section title). */
export interface TitledList<T> {
  readonly title: string | null;
  readonly items: readonly T[];
}

/** Spec §2 `/join-{product}-club`: the club's page in a club market, or word that the market has none. */
export type ClubLanding =
  | {
      readonly available: true;
      /** Spec §2: the market's external club landing page, with more about the club. */
      readonly landingPage: string;
      /** A month of the club in the market's currency, as JoinClub charges it. */
      readonly monthlyPrice: { readonly amount: MinorUnits; readonly currency: CurrencyCode };
      /** What membership gives (the web paywall's item sets); empty when the screen could not be read. */
      readonly benefits: TitledList<string>;
      /** Titles the club picks (the web paywall's swimlane). */
      readonly picks: TitledList<ProductSummary>;
    }
  | { readonly available: false };

const EMPTY = { title: null, items: [] } as const;

/**
 * Spec §1, §2: in a market with the club (pl, de, cz, lt, tr) its monthly price, its benefits and picks from the web
 * paywall screen and the market's external landing page; elsewhere (sk, es, en) no club. A screen that cannot be read leaves the page
 * with its way to the landing page; only maintenance is an error.
 */
export class LoadClubLanding {
  readonly #deps: { readonly screenRepository: ScreenRepository };

  constructor(deps: { readonly screenRepository: ScreenRepository }) {
    this.#deps = deps;
  }

  async execute(input: LoadClubLandingInput): Promise<Result<ClubLanding, ScreenError>> {
    const landingPage = clubLandingPageFor(input.locale);
    if (landingPage === null) return ok({ available: false });
    const { currency } = MARKETS[input.locale];
    const club = {
      available: true,
      landingPage,
      monthlyPrice: { amount: CLUB_MONTHLY_PRICE[currency], currency },
    } as const;
    const screen = await this.#deps.screenRepository.findScreen(input.locale, 'web-paywall');
    if (!screen.ok) {
      if (screen.error.code === 'API.MAINTENANCE') return err(screen.error);
      return ok({ ...club, benefits: EMPTY, picks: EMPTY });
    }
    let benefits: TitledList<string> = EMPTY;
    let picks: TitledList<ProductSummary> = EMPTY;
    for (const section of screen.value.sections) {
      if (section.type === 'item-sets' && benefits.items.length === 0)
        benefits = { title: section.title, items: section.elements.map((element) => element.label) };
      if (section.type === 'products-swimlane' && picks.items.length === 0)
        picks = { title: section.title, items: section.products };
    }
    return ok({ ...club, benefits, picks });
  }
}
