import { ContainerModule } from 'inversify';
import type { KyInstance } from 'ky';
import { LoadClubLanding } from '#application/club/load-club-landing.use-case';
import { LoadHelpCenter } from '#application/help-center/load-help-center.use-case';
import { LoadHelpQuestion } from '#application/help-center/load-help-question.use-case';
import { SearchHelpCenter } from '#application/help-center/search-help-center.use-case';
import { LoadLegalPage } from '#application/legal/load-legal-page.use-case';
import type { HelpCenterRepository } from '#application/ports/help-center-repository.port';
import type { LegalPageRepository } from '#application/ports/legal-page-repository.port';
import type { ScreenRepository } from '#application/ports/screen-repository.port';
import { KyHelpCenterRepository } from '../http/ky-help-center-repository';
import { KyLegalPageRepository } from '../http/ky-legal-page-repository';
import type { PortOverrides } from './port-overrides';
import { TOKENS } from './tokens';

/**
 * The information pages (spec §2): the help centre and its search, the legal pages (HTTP unless overridden) and the
 * club's page over the screen repository the catalogue slice binds.
 */
export const helpAndLegalModule = (overrides: PortOverrides) =>
  new ContainerModule(({ bind }) => {
    const { helpCenterRepository, legalPageRepository } = overrides;
    if (helpCenterRepository) bind(TOKENS.HelpCenterRepository).toConstantValue(helpCenterRepository);
    else
      bind(TOKENS.HelpCenterRepository).toResolvedValue(
        (http: KyInstance) => new KyHelpCenterRepository({ http }),
        [TOKENS.HttpClient],
      );
    if (legalPageRepository) bind(TOKENS.LegalPageRepository).toConstantValue(legalPageRepository);
    else
      bind(TOKENS.LegalPageRepository).toResolvedValue(
        (http: KyInstance) => new KyLegalPageRepository({ http }),
        [TOKENS.HttpClient],
      );
    bind(TOKENS.LoadHelpCenter).toResolvedValue(
      (repository: HelpCenterRepository) => new LoadHelpCenter({ helpCenterRepository: repository }),
      [TOKENS.HelpCenterRepository],
    );
    bind(TOKENS.SearchHelpCenter).toResolvedValue(
      (repository: HelpCenterRepository) => new SearchHelpCenter({ helpCenterRepository: repository }),
      [TOKENS.HelpCenterRepository],
    );
    bind(TOKENS.LoadHelpQuestion).toResolvedValue(
      (repository: HelpCenterRepository) => new LoadHelpQuestion({ helpCenterRepository: repository }),
      [TOKENS.HelpCenterRepository],
    );
    bind(TOKENS.LoadLegalPage).toResolvedValue(
      (repository: LegalPageRepository) => new LoadLegalPage({ legalPageRepository: repository }),
      [TOKENS.LegalPageRepository],
    );
    bind(TOKENS.LoadClubLanding).toResolvedValue(
      (repository: ScreenRepository) => new LoadClubLanding({ screenRepository: repository }),
      [TOKENS.ScreenRepository],
    );
  });
