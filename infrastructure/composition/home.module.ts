import { ContainerModule } from 'inversify';
import { LoadHomeScreen } from '#application/home/load-home-screen.use-case';
import type { ScreenRepository } from '#application/ports/screen-repository.port';
import { TOKENS } from './tokens';

/** The home page slice: its use case over the screen repository the catalogue slice binds. */
export const homeModule = () =>
  new ContainerModule(({ bind }) => {
    bind(TOKENS.LoadHomeScreen).toResolvedValue(
      (repository: ScreenRepository) => new LoadHomeScreen({ screenRepository: repository }),
      [TOKENS.ScreenRepository],
    );
  });
