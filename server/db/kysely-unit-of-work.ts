import type { Kysely } from 'kysely';
import type { Result } from '#domain/shared/result';
import type { UnitOfWork } from '../shared/unit-of-work.port';
import type { DatabaseSchema } from './schema';

/** Carries an expected failure out of the transaction callback, which Kysely rolls back only on a throw. */
class RolledBack<R> extends Error {
  constructor(readonly result: R) {
    super('rolled back');
  }
}

/** A database transaction: the repositories are built over it, so all their statements commit or roll back together. */
export class KyselyUnitOfWork<Repositories> implements UnitOfWork<Repositories> {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly repositoriesOver: (db: Kysely<DatabaseSchema>) => Repositories,
  ) {}

  async run<T, E extends { readonly code: string }>(
    work: (repositories: Repositories) => Promise<Result<T, E>>,
  ): Promise<Result<T, E>> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const result = await work(this.repositoriesOver(trx));
        if (!result.ok) throw new RolledBack(result);
        return result;
      });
    } catch (error) {
      if (error instanceof RolledBack) return error.result as Result<T, E>;
      throw error;
    }
  }
}
