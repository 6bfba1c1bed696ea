import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageLink } from '#ui/components/link/PageLink';
import { usePageLinks } from '#ui/components/link/use-page-links';

const Page = ({ title }: { title: string }) => {
  usePageLinks();
  const location = useLocation();
  return (
    <main>
      <h1>{title}</h1>
      <p>
        {location.pathname} {String(location.key !== 'default')}
      </p>
      <PageLink href="/pl/audiobook/lalka">
        <span>Lalka</span>
      </PageLink>
      <a href="/pl/other">a plain anchor</a>
    </main>
  );
};

const renderStore = () => {
  const Stub = createRoutesStub([
    { path: '/pl', Component: () => <Page title="Home" /> },
    { path: '/pl/audiobook/:id', Component: () => <Page title="Audiobook" /> },
  ]);
  return render(<Stub initialEntries={['/pl']} />);
};

describe('usePageLinks', () => {
  it('navigates a page link in the page, without a reload, as a <Link> would', async () => {
    renderStore();
    const link = screen.getByRole('link', { name: 'Lalka' });
    expect(link.getAttribute('href')).toBe('/pl/audiobook/lalka');

    let notPrevented = true;
    await act(async () => {
      notPrevented = fireEvent.click(screen.getByText('Lalka'));
    });

    expect(notPrevented).toBe(false);
    expect(await screen.findByRole('heading', { name: 'Audiobook' })).toBeTruthy();
    expect(screen.getByText('/pl/audiobook/lalka true')).toBeTruthy();
  });

  it('leaves a modified click and other anchors to the browser', async () => {
    renderStore();
    let notPrevented = false;
    await act(async () => {
      notPrevented = fireEvent.click(screen.getByRole('link', { name: 'Lalka' }), { ctrlKey: true });
    });
    expect(notPrevented).toBe(true);
    await act(async () => {
      notPrevented = fireEvent.click(screen.getByRole('link', { name: 'a plain anchor' }));
    });
    expect(notPrevented).toBe(true);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  });
});
