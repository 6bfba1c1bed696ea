import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthStatus } from '#domain/auth/auth-state';
import type { Locale } from '#domain/market/locale';
import { ClubPromoBar } from '#ui/components/promo/ClubPromoBar';
import { cookieValue } from '#ui/components/promo/promo-cookie';
import { renderWithI18n } from '#test/support/i18n-test';
import { ROUTING } from '../shell/shell-fixtures';

interface Case {
  readonly locale?: Locale;
  readonly userStatus?: AuthStatus;
  readonly isClubMember?: boolean;
  readonly promoCookie?: string;
}

const renderBar = ({ locale = 'pl', userStatus = 'fetched', isClubMember = false, promoCookie }: Case = {}) =>
  renderWithI18n(
    <ClubPromoBar
      brand="audiora"
      userStatus={userStatus}
      isClubMember={isClubMember}
      promoCookie={promoCookie}
      locale={locale}
      routing={ROUTING}
    />,
    { language: locale === 'cz' ? 'cs' : locale === 'pl' || locale === 'de' || locale === 'sk' ? locale : 'en' },
  );

const bar = () => screen.queryByRole('complementary');

afterEach(() => {
  document.cookie = 'w3club=; path=/; max-age=0';
});

describe('ClubPromoBar', () => {
  it('offers the club to a visitor whose status is known, linking to the join page of the market', () => {
    renderBar();
    expect(bar()?.getAttribute('aria-label')).toBe('Oferta Klubu Audiora');
    expect(screen.getByRole('link', { name: 'Dołącz do klubu' }).getAttribute('href')).toBe(
      '/pl/dolacz-do-klubu-audiora',
    );
  });

  it.each<[string, Case]>([
    ['while the user status is not fetched', { userStatus: 'pending' }],
    ['before the status check starts', { userStatus: 'idle' }],
    ['to club members', { isClubMember: true }],
    ['once closed (w3club=closed)', { promoCookie: 'closed' }],
    ['in sk, which has no club', { locale: 'sk' }],
    ['in es, which has no club', { locale: 'es' }],
  ])('shows nothing %s', (_, input) => {
    renderBar(input);
    expect(bar()).toBeNull();
  });

  it('closes for good: the w3club cookie remembers it for the whole store', () => {
    renderBar({ locale: 'de' });
    fireEvent.click(screen.getByRole('button', { name: 'Club-Angebot schließen' }));
    expect(bar()).toBeNull();
    expect(cookieValue(document.cookie, 'w3club')).toBe('closed');
  });
});

describe('cookieValue', () => {
  it.each([
    ['w3club=closed', 'closed'],
    ['a=1; w3club=closed; b=2', 'closed'],
    ['xw3club=closed', undefined],
    ['w3club=%63losed', 'closed'],
    ['w3club=%E0', '%E0'],
    ['', undefined],
  ])('reads w3club from "%s"', (header, value) => {
    expect(cookieValue(header, 'w3club')).toBe(value);
  });
});
