import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { buyTitles, homeProducts } from '../../scripts/bench/media-journey';

/** What the page keeps of its media elements once `instrumentMedia` ran. */
export type PlayerWindow = Window & { __mediaElements?: HTMLMediaElement[]; __loudest?: () => Promise<number> };

/**
 * Keeps every media element the page plays, and measures the loudest signal one of them gives over a short window
 * through an AnalyserNode: headless Chromium decodes without a sound device, and this is how sound is seen to play.
 */
export const instrumentMedia = (target: Page | BrowserContext) =>
  target.addInitScript(() => {
    const seen: HTMLMediaElement[] = [];
    (window as PlayerWindow).__mediaElements = seen;
    const play = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'play')?.value as (
      this: HTMLMediaElement,
    ) => Promise<void>;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!seen.includes(this)) seen.push(this);
      return play.call(this);
    };
    (window as PlayerWindow).__loudest = async () => {
      const element = seen[0];
      if (!element) return 0;
      const context = new AudioContext();
      const analyser = context.createAnalyser();
      context.createMediaElementSource(element).connect(analyser);
      analyser.connect(context.destination);
      const samples = new Float32Array(analyser.fftSize);
      let loudest = 0;
      for (let i = 0; i < 20; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        analyser.getFloatTimeDomainData(samples);
        loudest = Math.max(loudest, Math.sqrt(samples.reduce((sum, s) => sum + s * s, 0) / samples.length));
      }
      return loudest;
    };
  });

/** The root-mean-square level above which a signal counts as sound. */
export const AUDIBLE_RMS = 0.01;

/** The state of the first media element the page played (null before any played), as the browser reports it. */
export const playedElement = (page: Page) =>
  page.evaluate(() => {
    const element = (window as PlayerWindow).__mediaElements?.[0];
    return element ? { paused: element.paused, currentTime: element.currentTime, volume: element.volume } : null;
  });

/** The seconds the seek slider stands at. */
export const sliderSeconds = async (scope: Locator, name = 'Position') =>
  Number(await scope.getByRole('slider', { name }).inputValue());

/** Signs a new listener up on `request`, who buys the first title of the en home screen: its id and player page. */
export const ownedTitle = async (request: APIRequestContext, origin: string) => {
  await buyTitles(request, origin, 'en', 1);
  const [title] = await homeProducts(request, 'en');
  if (!title) throw new Error('the home screen lists no titles');
  return { id: title.id, playerPath: `/en/player/${title.id}` };
};
