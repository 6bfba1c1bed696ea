import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import type { LicenseRepository } from './license-repository.port';

export class KyselyLicenseRepository implements LicenseRepository {
  constructor(private readonly deps: { readonly db: Kysely<DatabaseSchema> }) {}

  async ownsAny(userId: string, productIds: readonly string[]): Promise<boolean> {
    if (productIds.length === 0) return false;
    const owned = await this.deps.db
      .selectFrom('licenses')
      .select('id')
      .where('user_id', '=', userId)
      .where('product_id', 'in', [...productIds])
      .executeTakeFirst();
    return owned !== undefined;
  }

  async grant(userId: string, productIds: readonly string[], orderId: string, at: Date): Promise<void> {
    if (productIds.length === 0) return;
    await this.deps.db
      .insertInto('licenses')
      .values(
        productIds.map((productId) => ({
          id: randomUUID(),
          user_id: userId,
          product_id: productId,
          order_id: orderId,
          granted_at: at.toISOString(),
        })),
      )
      .execute();
  }
}
