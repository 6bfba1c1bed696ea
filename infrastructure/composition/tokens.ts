import type { ServiceIdentifier } from 'inversify';
import type { KyInstance } from 'ky';
import type { ListCategories } from '#application/catalog/list-categories.use-case';
import type { CatalogRepository } from '#application/ports/catalog-repository.port';
import type { ContainerConfig } from './container-config';

const token = <T>(name: string) => Symbol.for(`audiora.${name}`) as ServiceIdentifier<T>;

/** Typed service tokens: the only way code outside the composition root names a service. */
export const TOKENS = {
  Config: token<ContainerConfig>('Config'),
  HttpClient: token<KyInstance>('HttpClient'),
  CatalogRepository: token<CatalogRepository>('CatalogRepository'),
  ListCategories: token<ListCategories>('ListCategories'),
} as const;

export type Token<T> = ServiceIdentifier<T>;

/** The part of the container the UI sees: look a service up by its token. */
export interface ServiceContainer {
  get<T>(token: Token<T>): T;
}
