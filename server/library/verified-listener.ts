import { type ExpressionBuilder, sql } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

/**
 * Whether a review's author is a verified listener of its title: they hold a license for it, or they played it
 * (StartPlayback, which only an entitled listener gets: a free title, the club or a license). Anyone signed in may
 * rate and review any title of the catalogue, as stores allow; the mark tells readers which reviewers heard it. Read
 * with the review, so a title bought or played after the review marks it too. A seeded review has no author and no
 * mark. Evaluates to 0 or 1 on SQLite and to a boolean on PostgreSQL: read it with `Boolean`.
 */
export const reviewerHeardTitle = (eb: ExpressionBuilder<DatabaseSchema, 'reviews'>) =>
  eb.or([
    eb.exists(
      eb
        .selectFrom('licenses')
        .select(sql.lit(1).as('heard'))
        .whereRef('licenses.user_id', '=', 'reviews.user_id')
        .whereRef('licenses.product_id', '=', 'reviews.product_id'),
    ),
    eb.exists(
      eb
        .selectFrom('playback_states')
        .select(sql.lit(1).as('heard'))
        .whereRef('playback_states.user_id', '=', 'reviews.user_id')
        .whereRef('playback_states.audiobook_id', '=', 'reviews.product_id'),
    ),
  ]);
