import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';

/**
 * An account's live sessions, as `s`: not revoked, and holding an unexpired token not yet used (a rotated refresh
 * token is used). The one definition `/me/sessions` lists and the session caps count.
 */
export const liveSessionsOf = (db: Kysely<DatabaseSchema>, userId: string, now: Date) =>
  db
    .selectFrom('sessions as s')
    .where('s.user_id', '=', userId)
    .where('s.revoked_at', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('session_tokens as t')
          .select(sql<number>`1`.as('one'))
          .whereRef('t.session_id', '=', 's.id')
          .where('t.expires_at', '>', now.toISOString())
          .where('t.used_at', 'is', null),
      ),
    );
