import type { Result } from '#domain/shared/result';

/**
 * Runs a use case's work atomically over the repositories it hands in: every write or, on an expected failure (an
 * `err` result) or a fault (a throw), none.
 */
export interface UnitOfWork<Repositories> {
  run<T, E extends { readonly code: string }>(
    work: (repositories: Repositories) => Promise<Result<T, E>>,
  ): Promise<Result<T, E>>;
}
