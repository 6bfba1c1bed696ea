import { z } from '#contract/zod';
import type { ListeningPeriodRequest } from '#application/listening/load-listening-stats.use-case';
import { customRangeProblem, type DayRange, LISTENING_RANGE_CHOICES } from '#domain/listening/listening-range';

/** Why the period in the address cannot be shown; each is a message key. */
export type RangeQueryProblem = 'invalid' | 'missing' | 'to-before-from' | 'too-long';

/** What the listener typed in the form, to show it back. */
export interface RangeFormValues {
  readonly range: string;
  readonly from: string;
  readonly to: string;
}

const querySchema = z.object({
  range: z.enum(LISTENING_RANGE_CHOICES).optional(),
  from: z.union([z.iso.date(), z.literal('')]).optional(),
  to: z.union([z.iso.date(), z.literal('')]).optional(),
});

/**
 * Issue 21: the period the listening stats page's address asks for (`?range=last-month`, `?range=custom&from=&to=`):
 * this month by default, a custom period when days are given, or why it cannot be shown.
 */
export const periodOfQuery = (
  params: URLSearchParams,
):
  | { readonly ok: true; readonly period: ListeningPeriodRequest }
  | { readonly ok: false; readonly problem: RangeQueryProblem } => {
  const parsed = querySchema.safeParse({
    range: params.get('range') ?? undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  });
  if (!parsed.success) return { ok: false, problem: 'invalid' };
  const { range, from, to } = parsed.data;
  const custom = range === 'custom' || (range === undefined && (Boolean(from) || Boolean(to)));
  if (!custom) return { ok: true, period: { choice: range ?? 'this-month' } };
  if (!from || !to) return { ok: false, problem: 'missing' };
  const days: DayRange = { from, to };
  const problem = customRangeProblem(days);
  return problem === null ? { ok: true, period: { choice: 'custom', range: days } } : { ok: false, problem };
};

/** The form's values as the address gave them. */
export const formValuesOf = (params: URLSearchParams): RangeFormValues => ({
  range: params.get('range') ?? (params.get('from') || params.get('to') ? 'custom' : 'this-month'),
  from: params.get('from') ?? '',
  to: params.get('to') ?? '',
});
