import { describe, expect, it } from 'vitest';
import { copyrightYear } from '#ui/components/shell/copyright-year';

describe('copyrightYear', () => {
  it('turns the year at midnight in Warsaw, not at midnight UTC', () => {
    expect(copyrightYear(new Date('2030-12-31T22:59:59Z'))).toBe(2030);
    expect(copyrightYear(new Date('2030-12-31T23:00:00Z'))).toBe(2031);
    expect(copyrightYear(new Date('2031-06-30T21:59:59Z'))).toBe(2031);
  });
});
