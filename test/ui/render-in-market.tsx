import { render } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { languageOf, type Locale } from '#domain/market/locale';
import { LocaleProvider } from '#ui/i18n/locale-provider';
import { loadTranslations } from '#ui/i18n/translations';

type StubRoutes = Parameters<typeof createRoutesStub>[0];

/** Renders stubbed routes at a path as the root would: inside the market's LocaleProvider with its language's text. */
export const renderInMarket = async (
  locale: Locale,
  path: string,
  routes: StubRoutes,
  brand = 'audiora',
): Promise<ReturnType<typeof render>> => {
  const translations = await loadTranslations(languageOf(locale));
  const Stub = createRoutesStub(routes);
  return render(
    <LocaleProvider locale={locale} brand={brand} translations={translations}>
      <Stub initialEntries={[path]} />
    </LocaleProvider>,
  );
};
