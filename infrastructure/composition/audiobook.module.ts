import { ContainerModule } from 'inversify';
import type { Locale } from '#domain/market/locale';
import type { KyInstance } from 'ky';
import { LoadAudiobookPage } from '#application/audiobook/load-audiobook-page.use-case';
import { LoadLicenseChannels } from '#application/audiobook/load-license-channels.use-case';
import { LoadRecommendedAfter } from '#application/audiobook/load-recommended-after.use-case';
import type { AudiobookRepository } from '#application/ports/audiobook-repository.port';
import type { LicenseChannelsRepository } from '#application/ports/license-channels-repository.port';
import type { RecommendationRepository } from '#application/ports/recommendation-repository.port';
import type { ReviewRepository } from '#application/ports/review-repository.port';
import { KyAudiobookRepository } from '../http/ky-audiobook-repository';
import { KyLicenseChannelsRepository } from '../http/ky-license-channels-repository';
import { KyRecommendationRepository } from '../http/ky-recommendation-repository';
import { KyReviewRepository } from '../http/ky-review-repository';
import type { SessionRefresh } from '../http/session-refresh';
import type { PortOverrides } from './port-overrides';
import { TOKENS } from './tokens';

/**
 * The audiobook page's slice (spec §2 /audiobook/[id]): the audiobook, its reviews, what to hear after it and the
 * signed-in user's licences, over HTTP unless overridden, and the use cases that read them.
 */
export const audiobookModule = (overrides: PortOverrides) =>
  new ContainerModule(({ bind }) => {
    const { audiobookRepository, reviewRepository, recommendationRepository, licenseChannelsRepository } = overrides;
    if (audiobookRepository) bind(TOKENS.AudiobookRepository).toConstantValue(audiobookRepository);
    else
      bind(TOKENS.AudiobookRepository).toResolvedValue(
        (http: KyInstance) => new KyAudiobookRepository({ http }),
        [TOKENS.HttpClient],
      );
    if (reviewRepository) bind(TOKENS.ReviewRepository).toConstantValue(reviewRepository);
    else
      bind(TOKENS.ReviewRepository).toResolvedValue(
        (http: KyInstance) => new KyReviewRepository({ http }),
        [TOKENS.HttpClient],
      );
    if (recommendationRepository) bind(TOKENS.RecommendationRepository).toConstantValue(recommendationRepository);
    else
      bind(TOKENS.RecommendationRepository).toResolvedValue(
        (http: KyInstance) => new KyRecommendationRepository({ http }),
        [TOKENS.HttpClient],
      );
    if (licenseChannelsRepository) bind(TOKENS.LicenseChannelsRepository).toConstantValue(licenseChannelsRepository);
    else
      bind(TOKENS.LicenseChannelsRepository).toResolvedValue(
        (http: KyInstance, refreshSession: SessionRefresh, locale: () => Locale) =>
          new KyLicenseChannelsRepository({ http, locale, refreshSession }),
        [TOKENS.HttpClient, TOKENS.SessionRefresh, TOKENS.ApiLocale],
      );
    bind(TOKENS.LoadAudiobookPage).toResolvedValue(
      (audiobooks: AudiobookRepository, reviews: ReviewRepository) =>
        new LoadAudiobookPage({ audiobookRepository: audiobooks, reviewRepository: reviews }),
      [TOKENS.AudiobookRepository, TOKENS.ReviewRepository],
    );
    bind(TOKENS.LoadRecommendedAfter).toResolvedValue(
      (repository: RecommendationRepository) => new LoadRecommendedAfter({ recommendationRepository: repository }),
      [TOKENS.RecommendationRepository],
    );
    bind(TOKENS.LoadLicenseChannels).toResolvedValue(
      (repository: LicenseChannelsRepository) => new LoadLicenseChannels({ licenseChannelsRepository: repository }),
      [TOKENS.LicenseChannelsRepository],
    );
  });
