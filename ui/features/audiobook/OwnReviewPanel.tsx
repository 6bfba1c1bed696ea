import { lazyWithServices } from '#ui/di/lazy-with-services';

export interface OwnReviewPanelProps {
  readonly productId: string;
  /** The request carried the loggedIn cookie (see `sessionView`). */
  readonly signedInHint: boolean;
  /** Told the id of the listener's review once it is known (null: none), so the list can mark it as theirs. */
  readonly onOwnReviewChange: (reviewId: string | null) => void;
}

/** The listener's own review, with its code and the services loaded together, after the page's own code. */
export const OwnReviewPanel = lazyWithServices<OwnReviewPanelProps>(() => import('./ConnectedOwnReview'));
