import type { CatalogRepository } from '#application/ports/catalog-repository.port';

/** Ports a test (or a script) may replace with its own implementation; everything else is wired as in production. */
export interface PortOverrides {
  readonly catalogRepository?: CatalogRepository;
}
