const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** One calendar month later; the 31st of a month followed by a shorter one ends on that month's last day. */
export const addOneMonth = (from: Date): Date => {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + 1;
  const day = Math.min(from.getUTCDate(), daysInMonth(year, month));
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      from.getUTCHours(),
      from.getUTCMinutes(),
      from.getUTCSeconds(),
      from.getUTCMilliseconds(),
    ),
  );
};

/** A paid club month: it starts when the current period ends, or now when there is none left. */
export const extendClubUntil = (clubUntil: string | null, now: Date): Date => {
  const current = clubUntil === null ? null : new Date(clubUntil);
  const start = current !== null && current.getTime() > now.getTime() ? current : now;
  return addOneMonth(start);
};
