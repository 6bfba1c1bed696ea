import { customRangeProblem, LISTENING_RANGE_CHOICES } from '#domain/listening/listening-range';
import type { ListeningPeriodRequest } from '#application/listening/load-listening-stats.use-case';
import { TOKENS } from '#infrastructure/composition/tokens';
import { UsageError } from '../cli-io';
import type { Command } from '../command';
import { csvLine, formatDuration, table } from '../output';

const PRESETS = LISTENING_RANGE_CHOICES.filter((choice) => choice !== 'custom');
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isDay = (text: string): boolean => DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

/** The period asked for: `--from`/`--to` (both, or one with today or the month's first day), else a preset. */
const periodOf = (options: Readonly<Record<string, unknown>>): ListeningPeriodRequest => {
  const from = options.from as string | undefined;
  const to = options.to as string | undefined;
  const preset = options.period as string | undefined;
  if (from === undefined && to === undefined) {
    if (preset === undefined) return { choice: 'this-month' };
    if (!(PRESETS as readonly string[]).includes(preset))
      throw new UsageError(`--period "${preset}" is not one of ${PRESETS.join(', ')}.`);
    return { choice: preset as (typeof PRESETS)[number] };
  }
  if (preset !== undefined) throw new UsageError('--period cannot go with --from or --to.');
  if (from === undefined || to === undefined) throw new UsageError('--from and --to go together.');
  if (!isDay(from)) throw new UsageError(`--from "${from}" is not a day (YYYY-MM-DD).`);
  if (!isDay(to)) throw new UsageError(`--to "${to}" is not a day (YYYY-MM-DD).`);
  const range = { from, to };
  const problem = customRangeProblem(range);
  if (problem === 'to-before-from') throw new UsageError(`--to ${to} is before --from ${from}.`);
  if (problem === 'too-long') throw new UsageError('--from to --to spans more than 366 days.');
  return { choice: 'custom', range };
};

/** The listening stats page (LoadListeningStats): the period day by day and the titles heard most. */
export const statsCommand: Command = {
  name: 'stats',
  summary: 'Your listening day by day, for your own records',
  usage: '[--from YYYY-MM-DD --to YYYY-MM-DD | --period name] [--csv]',
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    period: { type: 'string' },
    csv: { type: 'boolean' },
  },
  optionHelp: [
    ['--from, --to', 'the first and last day of the period (Europe/Warsaw days), at most 366 days'],
    ['--period name', `${PRESETS.join(', ')} (this-month unless given)`],
    ['--csv', 'one line a day: date,listened_ms,listened_minutes'],
  ],
  async run(ctx) {
    const period = periodOf(ctx.options);
    const user = await ctx.signedIn();
    if (!user.ok) return user.exit;
    const stats = await ctx.services.get(TOKENS.LoadListeningStats).execute({ locale: ctx.market, period });
    if (!stats.ok) return ctx.failed(stats.error);
    const { range, rangeMs, thisMonthMs, days, topTitles } = stats.value;
    if (ctx.options.csv === true && !ctx.json) {
      ctx.io.out(csvLine(['date', 'listened_ms', 'listened_minutes']));
      for (const day of days) ctx.io.out(csvLine([day.date, day.ms, Math.round(day.ms / 60_000)]));
      return 0;
    }
    return ctx.done(
      {
        from: range.from,
        to: range.to,
        total_ms: rangeMs,
        this_month_ms: thisMonthMs,
        days: days.map((d) => ({ date: d.date, ms: d.ms })),
        top_titles: topTitles.map((t) => ({ product_id: t.productId, title: t.title, ms: t.ms })),
      },
      [
        `${range.from} to ${range.to}: ${formatDuration(rangeMs)} listened (this month ${formatDuration(thisMonthMs)}).`,
        '',
        ...table(
          ['DAY', 'LISTENED'],
          days.filter((d) => d.ms > 0).map((d) => [d.date, formatDuration(d.ms)]),
        ),
        ...(topTitles.length > 0
          ? [
              '',
              'Most listened',
              ...table(
                ['TITLE', 'LISTENED'],
                topTitles.map((t) => [t.title, formatDuration(t.ms)]),
              ),
            ]
          : []),
      ],
    );
  },
};
