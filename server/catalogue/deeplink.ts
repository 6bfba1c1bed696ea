/**
 * Deeplinks of screen elements are short links (spec §2 "Short-link paths"), which the storefront maps to its routes
 * with domain/routing/short-link.ts: `/a/{id}` audiobook, `/c/{id}` cycle, `/pod/{id}` podcast, `/cat/{id}` category.
 */
const SHORT_LINK_ORIGIN = 'https://audiora.link';

export type DeeplinkTarget =
  | { readonly kind: 'audiobook' | 'cycle' | 'podcast'; readonly id: string }
  | { readonly kind: 'category'; readonly slugOrId: string }
  | { readonly kind: 'catalog' };

const PREFIX = { audiobook: 'a', cycle: 'c', podcast: 'pod' } as const;

/** The short link that opens a product, a category or the whole catalogue. */
export const deeplinkFor = (target: DeeplinkTarget): string => {
  switch (target.kind) {
    case 'catalog':
      return `${SHORT_LINK_ORIGIN}/cat`;
    case 'category':
      return `${SHORT_LINK_ORIGIN}/cat/${encodeURIComponent(target.slugOrId)}`;
    default:
      return `${SHORT_LINK_ORIGIN}/${PREFIX[target.kind]}/${encodeURIComponent(target.id)}`;
  }
};
