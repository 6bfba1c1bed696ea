import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SearchBoxStore } from '#application/search/search-box.store';
import { MARKETS } from '#domain/market/markets';
import type { RoutingContext } from '#domain/routing/routing-context';
import { TOKENS } from '#infrastructure/composition/tokens';
import { useService } from '#ui/di/container-context';
import { useStateObservable } from '#ui/hooks/use-state-observable';
import { usePageLocale } from '#ui/i18n/locale-provider';
import { SearchBox } from './SearchBox';
import { searchHitHref } from './search-hit-href';
import { searchPageHref, searchRoutePath } from './search-links';
import { searchPagePhrase } from './search-page-phrase';
import { useMobileSearchVisibility } from './use-mobile-search-visibility';

const useSearchRouting = () => {
  const { locale, brand } = usePageLocale();
  const routing = useMemo<RoutingContext>(() => ({ product: brand }), [brand]);
  return { locale, routing };
};

/** The box bound to the market's search store: live results, submit to the search route, the mobile scroll rule. */
export default function ConnectedSearch() {
  const { locale, routing } = useSearchRouting();
  const store: SearchBoxStore = useService(TOKENS.SearchBoxStores).for(MARKETS[locale].catalogId);
  const { pathname, search } = useLocation();
  const pagePhrase = searchPagePhrase(pathname, search, routing);
  // Spec §2: on the search page the box holds the phrase searched for, results closed. The store is told before its
  // state is first read (the server's render and the hydration show the same phrase), then whenever the page's phrase
  // changes; both before the effect below reads what was typed, so the page's own phrase never counts as typed.
  useState(() => {
    if (pagePhrase !== undefined) store.showSearchPage(pagePhrase);
  });
  const state = useStateObservable(store.state$);
  const navigate = useNavigate();
  const isVisible = useMobileSearchVisibility();
  const [hasFocus, setFocus] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (pagePhrase !== undefined) store.showSearchPage(pagePhrase);
  }, [store, pagePhrase]);

  useEffect(() => {
    const subscription = store.navigations$.subscribe(({ phrase }) => {
      void navigate(searchPageHref(phrase, locale, routing));
    });
    return () => subscription.unsubscribe();
  }, [store, navigate, locale, routing]);

  // Text typed into the server-rendered box before the page became interactive is not lost.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== '' && typed !== store.state.phrase) store.type(typed);
  }, [store]);

  return (
    <div
      onFocus={() => setFocus(true)}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
          setFocus(false);
      }}
    >
      <SearchBox
        phrase={state.phrase}
        results={state.results}
        isOpen={state.isOpen}
        isLoading={state.isLoading}
        hasFailed={state.error !== null}
        action={searchRoutePath(locale, routing)}
        resultHref={(hit) => searchHitHref(hit, locale, routing)}
        isScrolledAway={!isVisible && !hasFocus}
        inputRef={input}
        onType={(value) => store.type(value)}
        onSubmit={() => store.submit()}
        onClose={(by) => store.close(by)}
        onClear={() => store.clear()}
        onPrepare={() => store.prepare()}
        onChoose={() => store.close('escape')}
      />
    </div>
  );
}
