import type { Audiobook, Credit } from '#application/audiobook/audiobook';
import { displayedPrice } from '#domain/pricing/displayed-price';
import { toMajorUnits } from '#domain/pricing/minor-units';
import { isoDuration } from '#domain/shared/iso-duration';
import { withWidth } from '#ui/components/media/cover-url';
import { jsonLdText } from '#ui/components/seo/structured-data';

/** The cover's width in the structured data: large enough for search results' rich cards. */
const JSON_LD_COVER_PX = 600;

export interface AudiobookJsonLdInput {
  readonly audiobook: Audiobook;
  /** The page's canonical address. */
  readonly pageUrl: string;
  /** The store's public origin, for the cover's absolute address. */
  readonly origin: string;
}

const people = (credits: readonly Credit[]) => credits.map(({ name }) => ({ '@type': 'Person', name }));

const absolute = (origin: string, url: string): string => (url.startsWith('/') ? `${origin}${url}` : url);

/**
 * schema.org Book and Audiobook of an audiobook's page: its authors, narrators (readBy), publisher, ISO 8601 duration,
 * aggregate rating once it has ratings, and the offer a visitor sees (spec §5 displayed price, in major units).
 */
export const audiobookJsonLd = ({ audiobook, pageUrl, origin }: AudiobookJsonLdInput): string => {
  const price = displayedPrice(audiobook.prices, false);
  const [publisher] = audiobook.publishers;
  return jsonLdText({
    '@context': 'https://schema.org',
    '@type': ['Book', 'Audiobook'],
    '@id': pageUrl,
    url: pageUrl,
    name: audiobook.name,
    description: audiobook.description,
    image: absolute(origin, withWidth(audiobook.imageUrl, JSON_LD_COVER_PX)),
    bookFormat: 'https://schema.org/AudiobookFormat',
    author: people(audiobook.authors),
    readBy: people(audiobook.lectors),
    ...(publisher ? { publisher: { '@type': 'Organization', name: publisher.name } } : {}),
    duration: isoDuration(audiobook.durationMs),
    ...(audiobook.ratingCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: audiobook.rating,
            ratingCount: audiobook.ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(price !== null
      ? {
          offers: {
            '@type': 'Offer',
            price: toMajorUnits(price).toFixed(2),
            priceCurrency: audiobook.currency,
            availability: 'https://schema.org/InStock',
            url: pageUrl,
          },
        }
      : {}),
  });
};
