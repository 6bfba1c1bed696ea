import type { ServiceIdentifier } from 'inversify';
import type { KyInstance } from 'ky';
import type { ListCatalogueEntries } from '#application/catalog/list-catalogue-entries.use-case';
import type { ListCategories } from '#application/catalog/list-categories.use-case';
import type { LoadHomeScreen } from '#application/home/load-home-screen.use-case';
import type { CatalogRepository } from '#application/ports/catalog-repository.port';
import type { ScreenRepository } from '#application/ports/screen-repository.port';
import type { AuthStore } from '#application/auth/auth.store';
import type { SignOut } from '#application/auth/sign-out.use-case';
import type { ErrorReporterPort } from '#application/ports/error-reporter.port';
import type { SearchConfigPort } from '#application/ports/search-config.port';
import type { SearchIndexPort } from '#application/ports/search-index.port';
import type { SessionGateway } from '#application/ports/session-gateway.port';
import type { ToastPresenterPort } from '#application/ports/toast-presenter.port';
import type { SearchBoxStores } from '#application/search/search-box-stores';
import type { ToastQueueStore } from '#application/toast/toast-queue.store';
import type { CookieJar } from '../browser/document-cookies';
import type { ContainerConfig } from './container-config';

const token = <T>(name: string) => Symbol.for(`audiora.${name}`) as ServiceIdentifier<T>;

/** Typed service tokens: the only way code outside the composition root names a service. */
export const TOKENS = {
  Config: token<ContainerConfig>('Config'),
  HttpClient: token<KyInstance>('HttpClient'),
  CatalogRepository: token<CatalogRepository>('CatalogRepository'),
  ListCategories: token<ListCategories>('ListCategories'),
  ScreenRepository: token<ScreenRepository>('ScreenRepository'),
  ListCatalogueEntries: token<ListCatalogueEntries>('ListCatalogueEntries'),
  LoadHomeScreen: token<LoadHomeScreen>('LoadHomeScreen'),
  ErrorReporter: token<ErrorReporterPort>('ErrorReporter'),
  Cookies: token<CookieJar>('Cookies'),
  SearchConfig: token<SearchConfigPort>('SearchConfig'),
  SearchIndex: token<SearchIndexPort>('SearchIndex'),
  SearchBoxStores: token<SearchBoxStores>('SearchBoxStores'),
  SessionGateway: token<SessionGateway>('SessionGateway'),
  AuthStore: token<AuthStore>('AuthStore'),
  SignOut: token<SignOut>('SignOut'),
  ToastQueue: token<ToastQueueStore>('ToastQueue'),
  ToastPresenter: token<ToastPresenterPort>('ToastPresenter'),
} as const;

export type Token<T> = ServiceIdentifier<T>;

/** The part of the container the UI sees: look a service up by its token. */
export interface ServiceContainer {
  get<T>(token: Token<T>): T;
}
