import { ContainerModule } from 'inversify';
import type { Locale } from '#domain/market/locale';
import type { KyInstance } from 'ky';
import type { RequireSignIn } from '#application/auth/require-sign-in.use-case';
import type { OwnReviewRepository } from '#application/ports/own-review-repository.port';
import { LoadOwnReview } from '#application/reviews/load-own-review.use-case';
import { RemoveOwnReview } from '#application/reviews/remove-own-review.use-case';
import { SaveOwnReview } from '#application/reviews/save-own-review.use-case';
import { KyOwnReviewRepository } from '../http/ky-own-review-repository';
import type { SessionRefresh } from '../http/session-refresh';
import type { PortOverrides } from './port-overrides';
import { TOKENS } from './tokens';

/** The listener's own review of a title over HTTP (unless overridden), and the use cases that read and write it. */
export const reviewsModule = (overrides: PortOverrides) =>
  new ContainerModule(({ bind }) => {
    const { ownReviewRepository } = overrides;
    if (ownReviewRepository) bind(TOKENS.OwnReviewRepository).toConstantValue(ownReviewRepository);
    else
      bind(TOKENS.OwnReviewRepository).toResolvedValue(
        (http: KyInstance, refreshSession: SessionRefresh, locale: () => Locale) =>
          new KyOwnReviewRepository({ http, locale, refreshSession }),
        [TOKENS.HttpClient, TOKENS.SessionRefresh, TOKENS.ApiLocale],
      );
    bind(TOKENS.LoadOwnReview).toResolvedValue(
      (repository: OwnReviewRepository) => new LoadOwnReview({ ownReviewRepository: repository }),
      [TOKENS.OwnReviewRepository],
    );
    bind(TOKENS.SaveOwnReview).toResolvedValue(
      (repository: OwnReviewRepository, requireSignIn: RequireSignIn) =>
        new SaveOwnReview({ ownReviewRepository: repository, requireSignIn }),
      [TOKENS.OwnReviewRepository, TOKENS.RequireSignIn],
    );
    bind(TOKENS.RemoveOwnReview).toResolvedValue(
      (repository: OwnReviewRepository, requireSignIn: RequireSignIn) =>
        new RemoveOwnReview({ ownReviewRepository: repository, requireSignIn }),
      [TOKENS.OwnReviewRepository, TOKENS.RequireSignIn],
    );
  });
