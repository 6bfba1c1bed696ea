import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { IdentityProvider } from '#application/ports/identity-provider.port';
import { ProviderSignIn } from '#ui/features/auth/ProviderSignIn';
import type { AuthForm } from '#ui/features/auth/use-auth-form';
import { renderConnected } from '../../components/search/connected-render';

const idleForm = (): AuthForm => ({
  slot: {} as AuthForm['slot'],
  leave: vi.fn(),
  redirectQuery: '',
  summaryId: 'summary',
  summary: createRef<HTMLParagraphElement>(),
  busy: false,
  attempt: vi.fn(async () => undefined),
});

const show = (providers: readonly IdentityProvider[]) =>
  renderConnected(
    <ProviderSignIn form={idleForm()} providers={providers} allowedHosts={[]} marketingConsent={() => false} />,
    { services: [] },
  );

describe('ProviderSignIn', () => {
  it('offers a button for each provider the server can check, in order', async () => {
    await show(['google', 'apple']);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Continue with Google',
      'Continue with Apple',
    ]);
    expect(screen.getByRole('region', { name: 'Use Google or Apple' })).toBeTruthy();
  });

  it('offers only Apple when only Apple is set up', async () => {
    await show(['apple']);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Continue with Apple']);
  });

  it('leaves the whole section out when no provider is offered', async () => {
    await show([]);
    expect(screen.queryByRole('region', { name: 'Use Google or Apple' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/By continuing with Google or Apple/)).toBeNull();
  });
});
