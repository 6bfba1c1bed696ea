import { act, fireEvent, screen, within } from '@testing-library/react';
import { asyncScheduler } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBoxStores } from '#application/search/search-box-stores';
import { MARKETS } from '#domain/market/markets';
import { TOKENS } from '#infrastructure/composition/tokens';
import { aSearchHit } from '#test/support/arbitraries/search.arbitrary';
import { FakeSearchConfig } from '#test/support/fakes/fake-search-config';
import { FakeSearchIndex } from '#test/support/fakes/fake-search-index';
import { RecordingErrorReporter } from '#test/support/fakes/recording-error-reporter';
import { LiveSearch } from '#ui/components/search/LiveSearch';
import { renderConnected, service } from './connected-render';

const LALKA = aSearchHit('lalka-id', {
  name: 'Lalka',
  description: 'Bolesław Prus',
  deeplink: '/en/audiobook/lalka-id',
  imageUrl: '/media/covers/lalka.jpg',
});
const LODZ = aSearchHit('lodz-id', { name: 'Łódź 1905', deeplink: 'https://short.example/a/lodz-id' });

const setup = async (path?: string) => {
  const searchIndex = new FakeSearchIndex({ scheduler: asyncScheduler }).withHits('lalka', [LALKA, LODZ]);
  const searchConfig = new FakeSearchConfig();
  let warmUps = 0;
  const stores = new SearchBoxStores({
    searchIndex,
    searchConfig,
    errorReporter: new RecordingErrorReporter(),
    scheduler: asyncScheduler,
    warmUp: () => {
      warmUps += 1;
    },
  });
  await renderConnected(<LiveSearch />, {
    services: [service(TOKENS.SearchBoxStores, stores)],
    ...(path === undefined ? {} : { path }),
  });
  const input = screen.getByRole('combobox', { name: 'Search the catalogue' });
  return { searchIndex, searchConfig, stores, input, warmUps: () => warmUps };
};

const typeInto = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const results = () => screen.getByRole('list', { name: 'Suggestions', hidden: true });

describe('LiveSearch', () => {
  // The box's code is its own chunk, loaded beside the container; fetched once here, it renders in place.
  beforeAll(() => LiveSearch.preload());

  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows live results 250 ms after typing stops, as links labelled by title (spec §2, §5)', async () => {
    const { input, searchIndex } = await setup();
    typeInto(input, 'lalka');
    await wait(249);
    expect(searchIndex.phrases).toEqual([]);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await wait(1);
    expect(searchIndex.phrases).toEqual(['lalka']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(results().id);
    const links = within(results()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['LalkaBolesław Prus', 'Łódź 1905']);
    expect(links[0]?.getAttribute('href')).toBe('/en/audiobook/lalka-id');
    expect(screen.getByRole('status').textContent).toBe('2 suggestions');
  });

  it('moves from the input to the results with the arrows and closes them with Escape, focus back in the input', async () => {
    const { input } = await setup();
    input.focus();
    typeInto(input, 'lalka');
    await wait(250);
    const [first, second] = within(results()).getAllByRole('link');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second as HTMLElement, { key: 'ArrowUp' });
    fireEvent.keyDown(first as HTMLElement, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(input);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(first as HTMLElement, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(input);
  });

  it('closes the results with Escape or Tab in the input', async () => {
    const { input } = await setup();
    typeInto(input, 'lalka');
    await wait(250);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    typeInto(input, 'lalka ');
    await wait(250);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input, { key: 'Tab' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('disables the submit button for a blank phrase and submits to the search route', async () => {
    const { input } = await setup();
    const submit = screen.getByRole('button', { name: 'Search' });
    expect(submit).toHaveProperty('disabled', true);
    typeInto(input, '   ');
    expect(submit).toHaveProperty('disabled', true);
    typeInto(input, ' Pan Tadeusz ');
    expect(submit).toHaveProperty('disabled', false);
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await wait(0);
    expect(screen.getByTestId('location').textContent).toBe('/en/search?phrase=Pan+Tadeusz');
  });

  it('keeps the phrase at 120 characters: longer input is ignored (spec §5)', async () => {
    const { input } = await setup();
    expect(input.getAttribute('maxlength')).toBe('120');
    typeInto(input, 'a'.repeat(120));
    typeInto(input, 'a'.repeat(121));
    expect((input as HTMLInputElement).value).toHaveLength(120);
  });

  it('loads the search config and warms the client up on focus, before any typing', async () => {
    const { input, searchConfig, warmUps } = await setup();
    expect(warmUps()).toBe(0);
    fireEvent.focus(input);
    await wait(0);
    expect(warmUps()).toBe(1);
    expect(searchConfig.loadedFor).toEqual([MARKETS.en.catalogId]);
  });

  it('clears the search with the clear button and gives focus back to the input', async () => {
    const { input } = await setup();
    typeInto(input, 'lalka');
    await wait(250);
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((input as HTMLInputElement).value).toBe('');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('closes the results with the desktop close-search button, keeping the phrase, focus back in the input (spec §2)', async () => {
    const { input } = await setup();
    input.focus();
    typeInto(input, 'lalka');
    await wait(250);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const close = screen.getByRole('button', { name: 'Close search' });
    // Pressing it must not blur the box first (which would close the results and lose the click).
    expect(fireEvent.mouseDown(close)).toBe(false);
    fireEvent.click(close);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('lalka');
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('button', { name: 'Close search' })).toBeNull();
  });

  it('keeps focus in the box while a result is pressed, so the click is not lost to a closing list', async () => {
    const { input } = await setup();
    input.focus();
    typeInto(input, 'lalka');
    await wait(250);
    const [first] = within(results()).getAllByRole('link');
    expect(fireEvent.mouseDown(first as HTMLElement)).toBe(false);
    expect(document.activeElement).toBe(input);
    fireEvent.click(first as HTMLElement);
    await wait(0);
    expect(screen.getByTestId('location').textContent).toBe('/en/audiobook/lalka-id');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('says so when the search failed', async () => {
    const { input, searchIndex } = await setup();
    searchIndex.failWith({ code: 'SEARCH.UNAVAILABLE' });
    typeInto(input, 'lalka');
    await wait(250);
    expect(screen.getByRole('status').textContent).toBe(
      'Search isn’t available right now. Please try again in a moment.',
    );
  });

  describe('on the search page (spec §2)', () => {
    it('holds the phrase searched for, results closed, querying nothing', async () => {
      const { input, searchIndex } = await setup('/en/search?phrase=%20lalka%20&page=2');
      expect((input as HTMLInputElement).value).toBe('lalka');
      await wait(300);
      expect(searchIndex.phrases).toEqual([]);
      expect(input.getAttribute('aria-expanded')).toBe('false');
    });

    it('holds it on a search in a category too', async () => {
      const { input } = await setup('/en/search/crime?phrase=holmes');
      expect((input as HTMLInputElement).value).toBe('holmes');
    });

    it('shows no phrase for one over 120 characters, which the page does not search either', async () => {
      const { input } = await setup(`/en/search?phrase=${'a'.repeat(121)}`);
      expect((input as HTMLInputElement).value).toBe('');
    });

    it('searches live again once the visitor types', async () => {
      const { input, searchIndex } = await setup('/en/search?phrase=lal');
      typeInto(input, 'lalka');
      await wait(250);
      expect(searchIndex.phrases).toEqual(['lalka']);
      expect(input.getAttribute('aria-expanded')).toBe('true');
    });
  });

  describe('on a narrow screen (below the large breakpoint)', () => {
    const scrollTo = async (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      fireEvent.scroll(window);
      await wait(20);
    };

    beforeEach(() => {
      Object.defineProperty(window, 'innerWidth', { value: 500, configurable: true });
    });

    afterEach(() => {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      Object.defineProperty(window, 'innerWidth', { value: 1024, configurable: true });
    });

    it('hides after scrolling down past 65 px and returns after 65 px back up (spec §2, §9)', async () => {
      await setup();
      const box = screen.getByTestId('search-box');
      await scrollTo(65);
      expect(box.dataset.scrolledAway).toBeUndefined();
      await scrollTo(66);
      expect(box.dataset.scrolledAway).toBe('true');
      await scrollTo(300);
      await scrollTo(236);
      expect(box.dataset.scrolledAway).toBe('true');
      await scrollTo(235);
      expect(box.dataset.scrolledAway).toBeUndefined();
    });

    it('stays while the user is typing in it', async () => {
      const { input } = await setup();
      fireEvent.focus(input);
      await scrollTo(200);
      expect(screen.getByTestId('search-box').dataset.scrolledAway).toBeUndefined();
    });
  });
});
