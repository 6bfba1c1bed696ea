import { ContainerModule } from 'inversify';
import type { KyInstance } from 'ky';
import { LoadFavouritesPage } from '#application/library/load-favourites-page.use-case';
import { LoadRecentlyPlayed } from '#application/library/load-recently-played.use-case';
import { LoadShelf } from '#application/library/load-shelf.use-case';
import type { LibraryRepository } from '#application/ports/library-repository.port';
import { DownloadTitle } from '#application/library/download-title.use-case';
import type { TitleDownloadGateway } from '#application/ports/title-download-gateway.port';
import type { Locale } from '#domain/market/locale';
import { KyLibraryRepository } from '../http/ky-library-repository';
import { KyTitleDownloadGateway } from '../http/ky-title-download-gateway';
import type { SessionRefresh } from '../http/session-refresh';
import type { PortOverrides } from './port-overrides';
import { TOKENS } from './tokens';

/**
 * The listener's library (spec §2 `/favourites`, `/shelf`, `/recently-played`): their lists over HTTP (unless
 * overridden) and the use cases that load each page; the downloads of owned titles.
 */
export const libraryModule = (overrides: PortOverrides) =>
  new ContainerModule(({ bind }) => {
    const { libraryRepository } = overrides;
    if (libraryRepository) bind(TOKENS.LibraryRepository).toConstantValue(libraryRepository);
    else
      bind(TOKENS.LibraryRepository).toResolvedValue(
        (http: KyInstance, refreshSession: SessionRefresh) => new KyLibraryRepository({ http, refreshSession }),
        [TOKENS.HttpClient, TOKENS.SessionRefresh],
      );
    bind(TOKENS.LoadFavouritesPage).toResolvedValue(
      (repository: LibraryRepository) => new LoadFavouritesPage({ libraryRepository: repository }),
      [TOKENS.LibraryRepository],
    );
    bind(TOKENS.LoadShelf).toResolvedValue(
      (repository: LibraryRepository) => new LoadShelf({ libraryRepository: repository }),
      [TOKENS.LibraryRepository],
    );
    bind(TOKENS.LoadRecentlyPlayed).toResolvedValue(
      (repository: LibraryRepository) => new LoadRecentlyPlayed({ libraryRepository: repository }),
      [TOKENS.LibraryRepository],
    );
    bind(TOKENS.TitleDownloadGateway).toResolvedValue(
      (http: KyInstance, refreshSession: SessionRefresh, locale: () => Locale) =>
        new KyTitleDownloadGateway({ http, locale, refreshSession }),
      [TOKENS.HttpClient, TOKENS.SessionRefresh, TOKENS.ApiLocale],
    );
    bind(TOKENS.DownloadTitle).toResolvedValue(
      (downloads: TitleDownloadGateway) => new DownloadTitle({ downloads }),
      [TOKENS.TitleDownloadGateway],
    );
  });
