import { describe, expect, it } from 'vitest';
import { RequireSignIn } from '#application/auth/require-sign-in.use-case';
import { InMemoryRedirectTargetStore } from '#test/support/fakes/in-memory-redirect-target-store';
import { RecordingNavigation } from '#test/support/fakes/recording-navigation';

describe('RequireSignIn (spec §4, §6: a visitor is sent to sign-in with the redirect target stored)', () => {
  it('stores the page before it goes to sign-in', () => {
    const redirectTargetStore = new InMemoryRedirectTargetStore();
    const storedWhenLeaving: (string | null)[] = [];
    const navigation = { goToSignIn: () => void storedWhenLeaving.push(redirectTargetStore.read()) };

    new RequireSignIn({ navigation, redirectTargetStore }).execute({ currentPath: '/pl/audiobook/1?page=2' });

    expect(storedWhenLeaving).toEqual(['/pl/audiobook/1?page=2']);
  });

  it('goes to sign-in once', () => {
    const navigation = new RecordingNavigation();
    new RequireSignIn({ navigation, redirectTargetStore: new InMemoryRedirectTargetStore() }).execute({
      currentPath: '/cz',
    });
    expect(navigation.visits).toEqual(['signIn']);
  });
});
