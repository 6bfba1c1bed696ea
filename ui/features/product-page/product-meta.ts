import type { MetaDescriptor } from 'react-router';
import { truncateText } from '#domain/shared/text';
import { brandName } from '#ui/i18n/locale-provider';
import { type RootData, titleAndDescription } from '#ui/i18n/page-meta';

/** How long a page's meta description may be: what search results show of it. */
export const META_DESCRIPTION_LIMIT = 160;

/** A page about one thing of the catalogue: its name with the brand, and its own text cut to fit (spec §5). */
export const namedPageMeta = (root: RootData | undefined, name: string, text: string): MetaDescriptor[] =>
  root
    ? titleAndDescription(
        `${name} | ${brandName(root.brand)}`,
        truncateText(text.replace(/\s+/g, ' ').trim(), META_DESCRIPTION_LIMIT),
      )
    : [];
