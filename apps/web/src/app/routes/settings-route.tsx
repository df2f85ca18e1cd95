import { SettingsPage } from '@/features/settings/components/settings-page';
import { VerificationSettingsCard } from '@/features/verification/components/verification-settings-card';

/** /settings composes the settings with the « Vérification » card of the verification feature. */
export function SettingsRoute() {
  return <SettingsPage verification={<VerificationSettingsCard />} />;
}
