import { useState } from 'react';
import { NO_OPTIONAL_COOKIES } from '#domain/privacy/cookie-consent';
import { TOKENS } from '#infrastructure/composition/tokens';
import { useService } from '#ui/di/container-context';
import { PrivacySettingsDialog } from './PrivacySettingsDialog';

/** The privacy settings bound to the consent use cases: opens with the stored choices, saves and closes. */
export default function ConnectedPrivacySettingsDialog({ onClose }: { readonly onClose: () => void }) {
  const read = useService(TOKENS.ReadCookieConsent);
  const save = useService(TOKENS.SaveCookieConsent);
  const [initial] = useState(() => {
    const stored = read.execute();
    return stored.ok ? stored.value.consent : NO_OPTIONAL_COOKIES;
  });
  return (
    <PrivacySettingsDialog
      initial={initial}
      onClose={onClose}
      onSave={(consent) => {
        save.execute({ consent });
        onClose();
      }}
    />
  );
}
