/** A podcast episode of a market's catalogue with what its stream and its entitlement read. */
export interface EpisodeMedia {
  readonly podcastId: string;
  readonly episodeId: string;
  /** The show plays in full for anyone. */
  readonly isFree: boolean;
  /** The show plays in full for club members. */
  readonly inClub: boolean;
  /** The packaged recording the episode plays; null while it has none. */
  readonly mediaId: string | null;
}

/** The catalogue's podcast episodes as the media endpoints read them. */
export interface MediaEpisodes {
  /**
   * The episode with this id of the catalogue's podcast with this id, or undefined: an unknown id, an episode of
   * another show, or another market's show is unknown here.
   */
  findEpisode(catalogId: string, podcastId: string, episodeId: string): Promise<EpisodeMedia | undefined>;
}
