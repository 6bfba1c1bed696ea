/**
 * A 1-based page from a query string value (`?page=3`): anything that is not a whole number from 1 up reads as 1,
 * so a mistyped or hostile address shows the first page instead of an error.
 */
export const pageFromQuery = (value: string | null | undefined): number => {
  if (value === null || value === undefined || !/^[1-9][0-9]{0,5}$/.test(value)) return 1;
  return Number(value);
};
