import type { Kysely } from 'kysely';
import type { PersonKind } from '#domain/catalog/person-kind';
import { CachedCoverRasteriser } from '../catalogue/cached-cover-rasteriser';
import type { CategoryRepository } from '../catalogue/category-repository.port';
import type { CoverRasteriser } from '../catalogue/cover-rasteriser.port';
import type { HelpCenterRepository } from '../catalogue/help-center-repository.port';
import { KyselyCategoryRepository } from '../catalogue/kysely-category-repository';
import { KyselyHelpCenterRepository } from '../catalogue/kysely-help-center-repository';
import { KyselyLegalPageRepository } from '../catalogue/kysely-legal-page-repository';
import { KyselyPersonRepository } from '../catalogue/kysely-person-repository';
import { KyselyReviewRepository } from '../catalogue/kysely-review-repository';
import type { LegalPageRepository } from '../catalogue/legal-page-repository.port';
import type { PersonRepository } from '../catalogue/person-repository.port';
import { type CatalogueQueries, createCatalogueQueries } from '../catalogue/queries/catalogue-queries';
import { ResvgCoverRasteriser } from '../catalogue/resvg-cover-rasteriser';
import type { ReviewRepository } from '../catalogue/review-repository.port';
import type { DatabaseSchema } from '../db/schema';

/** The catalogue's reads: plain queries and small repositories, with no use case where a query is all there is. */
export interface CatalogueModule {
  readonly categories: CategoryRepository;
  /** Authors, lectors and publishers, one repository a kind. */
  readonly people: Readonly<Record<PersonKind, PersonRepository>>;
  readonly reviews: ReviewRepository;
  readonly helpCenter: HelpCenterRepository;
  readonly legalPages: LegalPageRepository;
  /** The product reads: cards, sorted collections, product pages, screens, recommendations, covers. */
  readonly catalogue: CatalogueQueries;
  /** Draws covers as WebP, each once per process. */
  readonly coverRasteriser: CoverRasteriser;
}

export const createCatalogueModule = (db: Kysely<DatabaseSchema>): CatalogueModule => ({
  categories: new KyselyCategoryRepository({ db }),
  people: {
    author: new KyselyPersonRepository({ db, kind: 'authors' }),
    lector: new KyselyPersonRepository({ db, kind: 'lectors' }),
    publisher: new KyselyPersonRepository({ db, kind: 'publishers' }),
  },
  reviews: new KyselyReviewRepository({ db }),
  helpCenter: new KyselyHelpCenterRepository({ db }),
  legalPages: new KyselyLegalPageRepository({ db }),
  catalogue: createCatalogueQueries(db),
  coverRasteriser: new CachedCoverRasteriser({ rasteriser: new ResvgCoverRasteriser() }),
});
