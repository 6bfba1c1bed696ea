import { describe, expect, it } from 'vitest';
import { episodeToPlay } from '#application/podcast/episode-to-play';
import { anEpisode, aPodcast } from '#test/support/mothers/info-pages.mother';

describe('episodeToPlay (what the player shows of an episode)', () => {
  it("names the episode under the show's hosts, with the show's cover", () => {
    const episode = anEpisode(1);
    const podcast = aPodcast({ episodes: [episode] });
    expect(episodeToPlay(podcast, episode)).toEqual({
      podcastId: podcast.id,
      episodeId: episode.id,
      name: episode.title,
      authors: podcast.hosts.map((host) => host.name),
      coverUrl: podcast.imageUrl,
    });
  });

  it("falls back on the show's name without hosts, and on no cover without an image", () => {
    const podcast = aPodcast({ hosts: [], imageUrl: '' });
    const played = episodeToPlay(podcast, anEpisode(2));
    expect(played.authors).toEqual([podcast.name]);
    expect(played.coverUrl).toBeNull();
  });
});
