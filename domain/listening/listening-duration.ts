import { languageOf, type Locale } from '../market/locale';
import type { Milliseconds } from '../shared/time';

/** A length of time in whole hours and minutes (rounded to the nearest minute). */
export const hoursAndMinutes = (ms: Milliseconds): { readonly hours: number; readonly minutes: number } => {
  const totalMinutes = Math.round(Math.max(0, ms) / 60_000);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
};

/** Issue 21: a listening time in the market's language ("2 h, 5 min", "2 godz., 5 min"), minutes alone under an hour. */
export const formatListeningTime = (ms: Milliseconds, locale: Locale): string => {
  const lang = languageOf(locale);
  const { hours, minutes } = hoursAndMinutes(ms);
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(lang, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  if (hours === 0) return unit(minutes, 'minute');
  if (minutes === 0) return unit(hours, 'hour');
  return new Intl.ListFormat(lang, { type: 'unit', style: 'short' }).format([
    unit(hours, 'hour'),
    unit(minutes, 'minute'),
  ]);
};
