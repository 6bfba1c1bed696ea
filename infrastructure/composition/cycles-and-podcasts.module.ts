import { ContainerModule } from 'inversify';
import type { KyInstance } from 'ky';
import { LoadCyclePage } from '#application/cycle/load-cycle-page.use-case';
import { LoadPodcastPage } from '#application/podcast/load-podcast-page.use-case';
import type { CycleRepository } from '#application/ports/cycle-repository.port';
import type { PodcastRepository } from '#application/ports/podcast-repository.port';
import { KyCycleRepository } from '../http/ky-cycle-repository';
import { KyPodcastRepository } from '../http/ky-podcast-repository';
import type { PortOverrides } from './port-overrides';
import { TOKENS } from './tokens';

/** The cycle and podcast pages (spec §2 `/cycle/[id]`, `/podcast/[id]`): their repositories (HTTP unless overridden). */
export const cyclesAndPodcastsModule = (overrides: PortOverrides) =>
  new ContainerModule(({ bind }) => {
    const { cycleRepository, podcastRepository } = overrides;
    if (cycleRepository) bind(TOKENS.CycleRepository).toConstantValue(cycleRepository);
    else
      bind(TOKENS.CycleRepository).toResolvedValue(
        (http: KyInstance) => new KyCycleRepository({ http }),
        [TOKENS.HttpClient],
      );
    if (podcastRepository) bind(TOKENS.PodcastRepository).toConstantValue(podcastRepository);
    else
      bind(TOKENS.PodcastRepository).toResolvedValue(
        (http: KyInstance) => new KyPodcastRepository({ http }),
        [TOKENS.HttpClient],
      );
    bind(TOKENS.LoadCyclePage).toResolvedValue(
      (repository: CycleRepository) => new LoadCyclePage({ cycleRepository: repository }),
      [TOKENS.CycleRepository],
    );
    bind(TOKENS.LoadPodcastPage).toResolvedValue(
      (repository: PodcastRepository) => new LoadPodcastPage({ podcastRepository: repository }),
      [TOKENS.PodcastRepository],
    );
  });
