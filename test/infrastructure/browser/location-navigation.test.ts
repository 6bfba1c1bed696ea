import { describe, expect, it } from 'vitest';
import { LocationNavigation } from '#infrastructure/browser/location-navigation';

describe('LocationNavigation (spec §4, §6)', () => {
  it("loads the market's sign-in page", () => {
    const loaded: string[] = [];
    new LocationNavigation({ assign: (path) => loaded.push(path), signInPath: () => '/pl/zaloguj' }).goToSignIn();
    expect(loaded).toEqual(['/pl/zaloguj']);
  });
});
