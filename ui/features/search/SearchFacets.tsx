import { useId } from 'react';
import { useTranslation } from '#ui/i18n/use-translation';
import { Link } from 'react-router';
import type { ProductType } from '#application/catalog/product-summary';
import type { SearchPageFacet } from '#application/search/search-page';
import type { Refinement } from '#domain/search/search-refinements';
import type { SearchPageLinks } from './search-page-links';

/** The values of the `type` facet that have a name of their own (spec §3 Product type). */
const PRODUCT_TYPES: readonly ProductType[] = ['audiobook', 'podcast', 'cycle'];

export interface SearchFacetsProps {
  readonly facets: readonly SearchPageFacet[];
  /** Whether any value is chosen: a link then clears them all. */
  readonly hasRefinements: boolean;
  /** The names of the categories the `category` facet offers, by id. */
  readonly categoryNames: Readonly<Record<string, string>>;
  /** The address after choosing (or, for the chosen one, dropping) each value, by facet and value. */
  readonly optionHrefs: SearchPageLinks['options'];
  /** The results without any refinement. */
  readonly clearHref: string;
}

// Styled by SearchFacets.css, which the pages showing it import: its HTML is styled before its code arrives.
/**
 * The facets that narrow the results, as plain links (they work without JavaScript and put the choice in the address):
 * each value with its number of results; the chosen value is marked and leads back to the results without it.
 */
export function SearchFacets({ facets, hasRefinements, categoryNames, optionHrefs, clearHref }: SearchFacetsProps) {
  const { t } = useTranslation();
  const hrefOf = (choice: Refinement) => optionHrefs[choice.name]?.[choice.value] ?? clearHref;
  const labelOf = (choice: Refinement): string => {
    if (choice.name === 'category') return categoryNames[choice.value] ?? choice.value;
    const type = PRODUCT_TYPES.find((known) => known === choice.value);
    return type === undefined ? choice.value : t(`search_page.types.${type}`);
  };
  const headingId = useId();
  const shown = facets.filter((facet) => facet.options.length > 0);
  if (shown.length === 0) return null;
  return (
    <nav className="search-facets__facets" aria-labelledby={headingId}>
      <h2 id={headingId} className="search-facets__facets-title">
        {t('search_page.facets.label')}
      </h2>
      {shown.map((facet) => (
        <section key={facet.name} className="search-facets__facet" aria-labelledby={`${headingId}-${facet.name}`}>
          <h3 id={`${headingId}-${facet.name}`} className="search-facets__facet-title">
            {t(`search_page.facets.${facet.name}`)}
          </h3>
          <ul className="chip-list">
            {facet.options.map((option) => {
              const choice = { name: facet.name, value: option.value };
              return (
                <li key={option.value}>
                  <Link
                    to={hrefOf(choice)}
                    className="search-facets__option"
                    aria-current={option.isSelected ? 'true' : undefined}
                    preventScrollReset
                  >
                    <span className="search-facets__option-label">{labelOf(choice)}</span>
                    <span className="search-facets__option-count">{option.count}</span>
                    {option.isSelected ? (
                      <span className="visually-hidden"> {t('search_page.facets.selected')}</span>
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      {hasRefinements ? (
        <Link to={clearHref} className="search-facets__clear" preventScrollReset>
          {t('search_page.facets.clear')}
        </Link>
      ) : null}
    </nav>
  );
}
