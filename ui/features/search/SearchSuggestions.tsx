import { useMemo } from 'react';
import { useTranslation } from '#ui/i18n/use-translation';
import { Link } from 'react-router';
import type { SearchPage, SearchPrompt as Prompt, SearchResults } from '#application/search/search-page';
import type { Locale } from '#domain/market/locale';
import type { RoutingContext } from '#domain/routing/routing-context';
import type { FormatPrice } from '#ui/components/price/format-price';
import { HomeSections } from '#ui/features/home/HomeSections';
import { linkItemSets } from '#ui/features/home/home-links';
import type { SearchPageLinks } from './search-page-links';
import './SearchSuggestions.css';

/** What the suggestions need of the page: its market and how it shows prices. */
export interface SearchSuggestionsProps {
  readonly locale: Locale;
  readonly routing: RoutingContext;
  readonly isClubMember: boolean;
  readonly formatPrice: FormatPrice;
}

/** The market's search screen (popular searches, recommended titles) in the home page's sections. */
function Suggestions({ view, ...props }: SearchSuggestionsProps & { readonly view: SearchPage }) {
  // Linked here, in this chunk of its own, so the home page's first script carries no short-link rules.
  const sections = useMemo(
    () => linkItemSets(view.suggestions, props.locale, props.routing),
    [view.suggestions, props.locale, props.routing],
  );
  if (sections.length === 0) return null;
  return <HomeSections sections={sections} {...props} />;
}

/** No phrase yet: what to type, and the suggestions. */
function SearchPrompt(props: SearchSuggestionsProps & { readonly view: Prompt }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="page__lead">{t('search_page.prompt')}</p>
      <Suggestions {...props} />
    </>
  );
}

/** Nothing found: tips, the way out of the filters and of the category, and the suggestions. */
function NoResults({
  view,
  links,
  ...props
}: SearchSuggestionsProps & { readonly view: SearchResults; readonly links: SearchPageLinks }) {
  const { t } = useTranslation();
  return (
    <div className="search-suggestions">
      <p className="search-suggestions__title">{t('search_page.no_results.title', { phrase: view.phrase })}</p>
      <p>{t('search_page.no_results.lead')}</p>
      <ul className="search-suggestions__tips">
        <li>{t('search_page.no_results.check_spelling')}</li>
        <li>{t('search_page.no_results.fewer_words')}</li>
        {view.refinements.length > 0 ? (
          <li>
            <Link to={links.clear}>{t('search_page.no_results.clear_filters')}</Link>
          </li>
        ) : null}
        {view.context !== null ? (
          <li>
            <Link to={links.everywhere}>{t('search_page.no_results.everywhere')}</Link>
          </li>
        ) : null}
      </ul>
      <Suggestions view={view} {...props} />
    </div>
  );
}

/** What the page shows without results to list: the prompt (no phrase) or nothing found. */
export type SearchSuggestionsViewProps = SearchSuggestionsProps &
  ({ readonly view: Prompt } | { readonly view: SearchResults; readonly links: SearchPageLinks });

/** The page without results, loaded only when it has none to list. */
export default function SearchSuggestions(props: SearchSuggestionsViewProps) {
  return 'links' in props ? <NoResults {...props} /> : <SearchPrompt {...props} />;
}
