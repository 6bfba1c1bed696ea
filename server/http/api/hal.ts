import type { HalLinks } from '#contract/hal.schema';

/** The API's base path for a market. */
export const apiBase = (locale: string) => `/${locale}/v2`;

/** HAL links with the `app:` curie; `_f[noLinks]=1` keeps only `self` (api-contract "Conventions"). */
export const halLinks = (locale: string, self: string, relations: HalLinks, noLinks: boolean): HalLinks =>
  noLinks
    ? { self: { href: self } }
    : {
        self: { href: self },
        curies: [{ name: 'app', href: `${apiBase(locale)}/docs/rels/{rel}`, templated: true }],
        ...relations,
      };
