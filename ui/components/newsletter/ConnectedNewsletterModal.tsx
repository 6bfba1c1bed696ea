import { useState } from 'react';
import { TOKENS } from '#infrastructure/composition/tokens';
import { useService } from '#ui/di/container-context';
import { useStateObservable } from '#ui/hooks/use-state-observable';
import { useRoutePath } from '#ui/routes/use-route-path';
import { NewsletterModal, type NewsletterStatus } from './NewsletterModal';

export interface ConnectedNewsletterModalProps {
  readonly onClose: () => void;
  /** The modal offered itself to a signed-in user who had not subscribed (spec §2 footer). */
  readonly offered?: boolean;
}

/** The newsletter modal bound to the auth store and the subscribe use case. */
export default function ConnectedNewsletterModal({ onClose, offered = false }: ConnectedNewsletterModalProps) {
  const path = useRoutePath();
  const subscribe = useService(TOKENS.SubscribeToNewsletter);
  const { user } = useStateObservable(useService(TOKENS.AuthStore).state$);
  // Read once: the subscription updates the user, and "subscribed just now" must not turn into "already subscribed".
  const [status, setStatus] = useState<NewsletterStatus>(() => (user?.newsletter ? 'alreadySubscribed' : 'idle'));
  return (
    <NewsletterModal
      email={user?.email ?? null}
      status={status}
      hasMarketingConsent={user?.hasMarketingConsent ?? false}
      offered={offered}
      onClose={onClose}
      onSubscribe={(marketingConsent) => {
        setStatus('subscribing');
        void subscribe.execute({ marketingConsent }).then(
          (result) => setStatus(result.ok ? 'subscribed' : 'failed'),
          () => setStatus('failed'),
        );
      }}
      newsletterHref={path('newsletter', {})}
      consentsHref={path('userPanel_consents', {})}
    />
  );
}
