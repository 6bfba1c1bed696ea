import { useMemo } from 'react';
import { type PlayerStore, podcastOfEpisode } from '#application/player/player.store';
import type { PlayerIntents } from './player-intents';
import { type EpisodeLaunchRequest, usePlayEpisode } from './use-play-episode';
import { type LaunchRequest, usePlayTitle } from './use-play-title';

/**
 * The controls' intents on the player store; a retry loads the failed stream again where it failed, or, when the
 * stream was never had, asks for the title again from where it stood.
 */
export const usePlayerIntents = (store: PlayerStore): PlayerIntents => {
  const launch = usePlayTitle();
  const launchEpisode = usePlayEpisode();
  return useMemo(() => playerIntents(store, launch, launchEpisode), [store, launch, launchEpisode]);
};

const playerIntents = (
  store: PlayerStore,
  launch: (request: LaunchRequest) => void,
  launchEpisode: (request: EpisodeLaunchRequest) => void,
): PlayerIntents => ({
  togglePlay: () => store.togglePlay(),
  seek: (positionMs) => store.seek(positionMs),
  skipBack: () => store.skipBack(),
  skipForward: () => store.skipForward(),
  setSkipIntervals: (skip) => store.setSkipIntervals(skip),
  resumeFrom: (source) => store.resumeFrom(source),
  previousChapter: () => store.previousChapter(),
  nextChapter: () => store.nextChapter(),
  setRate: (rate) => store.setRate(rate),
  setVolume: (volume) => store.setVolume(volume),
  setMuted: (muted) => store.setMuted(muted),
  close: () => store.unload(),
  retry: () => {
    if (store.retry()) return;
    const { title, player } = store.state;
    if (title === null) return;
    const podcastId = podcastOfEpisode(title);
    if (podcastId !== null) {
      const { name, authors, coverUrl } = title;
      const episode = { podcastId, episodeId: title.audiobookId, name, authors, coverUrl };
      launchEpisode({ episode, autoPlay: true, startAt: player.position });
      return;
    }
    launch({
      title: { audiobookId: title.audiobookId, name: title.name, authors: title.authors, coverUrl: title.coverUrl },
      autoPlay: true,
      sampleOnly: player.isSample,
      startAt: player.position,
    });
  },
});
