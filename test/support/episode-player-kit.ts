import { RequireSignIn } from '#application/auth/require-sign-in.use-case';
import { type EpisodeToPlay, PlayEpisode, type PlayEpisodeInput } from '#application/player/play-episode.use-case';
import { InMemoryEpisodeMediaRepository } from './fakes/in-memory-episode-media-repository';
import { playerKit } from './player-kit';

export const AN_EPISODE: EpisodeToPlay = {
  podcastId: 'show-1',
  episodeId: 'episode-1',
  name: 'Why Jane Eyre still talks back',
  authors: ['Ada Host'],
  coverUrl: '/covers/show-1.jpg',
};

/** The player kit with PlayEpisode beside PlayTitle, over in-memory episode streams holding `AN_EPISODE`. */
export const episodePlayerKit = (options: Parameters<typeof playerKit>[0] = {}) => {
  const kit = playerKit(options);
  const episodes = new InMemoryEpisodeMediaRepository().withEpisode(AN_EPISODE.podcastId, AN_EPISODE.episodeId);
  const playEpisode = new PlayEpisode({
    store: kit.store,
    episodes,
    toasts: kit.toasts,
    errors: kit.errors,
    requireSignIn: new RequireSignIn({ navigation: kit.navigation, redirectTargetStore: kit.redirectTargets }),
  });
  const playAnEpisode = (overrides: Partial<PlayEpisodeInput> = {}) =>
    playEpisode.execute({ episode: AN_EPISODE, autoPlay: true, currentPath: '/en/podcast/show-1', ...overrides });
  return { ...kit, episodes, playEpisode, playAnEpisode };
};
