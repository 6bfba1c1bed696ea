import { Container } from 'inversify';
import { createKyHttpClient } from '../http/ky-http-client';
import { catalogModule } from './catalog.module';
import type { ContainerConfig } from './container-config';
import type { PortOverrides } from './port-overrides';
import { type ServiceContainer, TOKENS } from './tokens';

/**
 * The composition root: one container per entry point (browser, SSR request, script, test).
 * Services are singletons within their container, so an SSR container lives exactly one request.
 */
export const createContainer = (config: ContainerConfig, overrides: PortOverrides = {}): ServiceContainer => {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.Config).toConstantValue(config);
  container.bind(TOKENS.HttpClient).toResolvedValue((c: ContainerConfig) => createKyHttpClient(c), [TOKENS.Config]);
  container.load(catalogModule(overrides));
  return container;
};
