import { ContainerModule } from 'inversify';
import type { KyInstance } from 'ky';
import { LoadListeningStats } from '#application/listening/load-listening-stats.use-case';
import { LoadPlaybackLimit } from '#application/listening/load-playback-limit.use-case';
import type { ListeningHistoryRepository } from '#application/ports/listening-history-repository.port';
import { epochMs } from '#domain/shared/time';
import { KyListeningHistoryRepository } from '../http/ky-listening-history-repository';
import type { SessionRefresh } from '../http/session-refresh';
import type { PortOverrides } from './port-overrides';
import { TOKENS } from './tokens';

/** The user panel's listening pages (issue 21): the listener's stats and playback limit, over HTTP unless overridden. */
export const listeningModule = (overrides: PortOverrides) =>
  new ContainerModule(({ bind }) => {
    const { listeningHistory } = overrides;
    if (listeningHistory) bind(TOKENS.ListeningHistory).toConstantValue(listeningHistory);
    else
      bind(TOKENS.ListeningHistory).toResolvedValue(
        (http: KyInstance, refreshSession: SessionRefresh) =>
          new KyListeningHistoryRepository({ http, refreshSession }),
        [TOKENS.HttpClient, TOKENS.SessionRefresh],
      );
    bind(TOKENS.LoadListeningStats).toResolvedValue(
      (repository: ListeningHistoryRepository) =>
        new LoadListeningStats({ listeningHistory: repository, now: () => epochMs(Date.now()) }),
      [TOKENS.ListeningHistory],
    );
    bind(TOKENS.LoadPlaybackLimit).toResolvedValue(
      (repository: ListeningHistoryRepository) => new LoadPlaybackLimit({ listeningHistory: repository }),
      [TOKENS.ListeningHistory],
    );
  });
