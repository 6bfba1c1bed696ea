import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createRoutesStub, useLocation } from 'react-router';
import { languageOf, type Locale } from '#domain/market/locale';
import type { ServiceContainer, Token } from '#infrastructure/composition/tokens';
import { ContainerProvider } from '#ui/di/container-context';
import { LocaleProvider } from '#ui/i18n/locale-provider';
import { loadTranslations } from '#ui/i18n/translations';

/** One service a test puts in its container. */
export type ServiceEntry = readonly [Token<never>, unknown];

/** A container holding exactly the services given; asking for any other is the test's bug. */
export const serviceContainer = (entries: readonly ServiceEntry[]): ServiceContainer => {
  const services = new Map<unknown, unknown>(entries);
  return {
    get<T>(token: Token<T>): T {
      if (!services.has(token)) throw new Error(`test container has no ${String(token)}`);
      return services.get(token) as T;
    },
  };
};

/** A service entry, typed by its token. */
export const service = <T,>(token: Token<T>, value: T): ServiceEntry => [token as Token<never>, value];

/** Shows where the router is, so a test can see a navigation happen. */
const LocationProbe = () => {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
};

/**
 * Renders a connected component as a page would: inside the market's LocaleProvider, a router at `path` and a
 * container with the given services.
 */
export const renderConnected = async (
  ui: ReactElement,
  {
    locale = 'en',
    path = `/${locale}`,
    services,
  }: { locale?: Locale; path?: string; services: readonly ServiceEntry[] },
): Promise<RenderResult> => {
  const translations = await loadTranslations(languageOf(locale));
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <>
          {ui}
          <LocationProbe />
        </>
      ),
    },
  ]);
  return render(
    <ContainerProvider container={serviceContainer(services)}>
      <LocaleProvider locale={locale} brand="audiora" translations={translations}>
        <Stub initialEntries={[path]} />
      </LocaleProvider>
    </ContainerProvider>,
  );
};
