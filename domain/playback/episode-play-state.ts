/**
 * What an episode's play button offers: the whole episode (`free`), a sample (`sample`), or nothing until the
 * listener signs in, joins the club or buys the show (`locked`).
 */
export type EpisodePlayState = 'free' | 'sample' | 'locked';

/** What the catalogue says of a show and one of its episodes. */
export interface EpisodeOffer {
  readonly isFree: boolean;
  readonly isAvailableInSubscription: boolean;
  /** The episode has a sample to play (the API gives podcast episodes none so far). */
  readonly hasSample: boolean;
}

/**
 * Spec §4, §6: a free show plays in full for anyone, a show in the subscription for club members; anyone else hears
 * the episode's sample where it has one (visitors "hear samples"), and otherwise the episode is locked.
 */
export const episodePlayState = (
  offer: EpisodeOffer,
  listener: { readonly isClubMember: boolean },
): EpisodePlayState =>
  offer.isFree || (offer.isAvailableInSubscription && listener.isClubMember)
    ? 'free'
    : offer.hasSample
      ? 'sample'
      : 'locked';
