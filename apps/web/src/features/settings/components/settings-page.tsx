import type { NotificationSettings, PrivacySettings, UpdateSettingsInput } from '@portmarin/shared';
import { Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useTheme } from '@/lib/theme-context';
import { toastRequestError } from '@/lib/toasts';
import { downloadAccountExport } from '../api/export-account';
import { useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';
import { DeleteAccountDialog } from './delete-account-dialog';
import { DigestSettings } from './digest-settings';
import { PushSwitch } from './push-switch';
import { QuietHoursSettings } from './quiet-hours-settings';
import { SettingSwitch } from './setting-switch';

const NOTIFICATION_SWITCHES: Array<{ key: keyof NotificationSettings; label: string; description: string }> = [
  { key: 'posts', label: 'Publications', description: 'Les mentions J’aime sur vos publications' },
  { key: 'comments', label: 'Commentaires', description: 'Les commentaires sur vos publications' },
  { key: 'friends', label: 'Amis', description: 'Les nouveaux abonnés et demandes d’amis' },
  { key: 'messages', label: 'Messages', description: 'Les nouveaux messages reçus' },
  { key: 'events', label: 'Événements', description: 'Les événements de la commune' },
];

const PRIVACY_SWITCHES: Array<{ key: keyof PrivacySettings; label: string; description: string }> = [
  { key: 'profileVisible', label: 'Profil visible', description: 'Les autres habitants peuvent voir votre profil' },
  { key: 'onlineStatus', label: 'Statut en ligne', description: 'Montrer quand vous êtes en ligne' },
  { key: 'readReceipts', label: 'Confirmations de lecture', description: 'Indiquer que vous avez lu les messages' },
  {
    key: 'showVerifiedResident',
    label: 'Afficher « Résident vérifié » sur mon profil',
    description: 'Tant que votre domicile est vérifié, votre profil le montre aux autres habitants',
  },
];

const HELP_LINKS = [
  { to: paths.help, label: 'Aide et support' },
  { to: paths.terms, label: "Conditions d'utilisation" },
  { to: paths.privacy, label: 'Politique de confidentialité' },
  { to: paths.cookies, label: 'Cookies' },
  { to: paths.communityStandards, label: 'Règles de la communauté' },
];

/** `verification`: the « Vérification » card another feature gives (app/routes/settings-route.tsx). */
export function SettingsPage({ verification }: { verification?: ReactNode } = {}) {
  const { theme, setTheme } = useTheme();
  const session = useSession();
  const user = session.status === 'ready' ? session.user : null;
  const settings = useSettings(Boolean(user));
  const update = useUpdateSettings();
  const [exporting, setExporting] = useState(false);

  function onThemeChange(dark: boolean) {
    setTheme(dark ? 'dark' : 'light');
    toast.success('Thème mis à jour', { description: dark ? 'Mode sombre activé' : 'Mode clair activé' });
  }

  function save(change: UpdateSettingsInput, description: string) {
    update.mutate(change, {
      onSuccess: () => toast.success('Paramètre mis à jour', { description }),
      onError: (error) => toastRequestError(error),
    });
  }

  async function onExport() {
    setExporting(true);
    toast.success('Téléchargement en cours', { description: 'Vos données seront disponibles sous peu' });
    try {
      await downloadAccountExport();
    } catch (error) {
      toastRequestError(error);
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="flex flex-col gap-4 px-4 py-4">
      <h1 className="text-2xl font-bold">Paramètres</h1>

      <Card>
        <CardHeader>
          <CardTitle>Apparence</CardTitle>
        </CardHeader>
        <CardContent>
          <SettingSwitch
            label="Mode sombre"
            description="Thème sombre, plus reposant le soir"
            checked={theme === 'dark'}
            onCheckedChange={onThemeChange}
          />
        </CardContent>
      </Card>

      {session.status === 'ready' && !user && (
        <Card>
          <CardContent className="pt-4 text-sm">
            <p>Connectez-vous pour gérer vos notifications, votre confidentialité et vos données.</p>
            <Link to={paths.auth} className="mt-2 inline-block font-medium text-primary underline underline-offset-4">
              Se connecter
            </Link>
          </CardContent>
        </Card>
      )}

      {user && (
        <>
          <Card aria-busy={settings.isPending}>
            <CardHeader>
              <CardTitle>Notifications</CardTitle>
            </CardHeader>
            <CardContent className="divide-y divide-border">
              <PushSwitch userId={user.id} />
              {settings.isPending && <Spinner />}
              {settings.data &&
                NOTIFICATION_SWITCHES.map(({ key, label, description }) => (
                  <SettingSwitch
                    key={key}
                    label={label}
                    description={description}
                    checked={settings.data.notifications[key]}
                    onCheckedChange={(checked) =>
                      save(
                        { notifications: { [key]: checked } },
                        'Vos préférences de notification ont été sauvegardées',
                      )
                    }
                  />
                ))}
              {settings.data && (
                <>
                  <QuietHoursSettings
                    value={settings.data.quietHours}
                    saving={update.isPending}
                    onSave={(change) => save(change, 'Vos préférences de notification ont été sauvegardées')}
                  />
                  <DigestSettings
                    value={settings.data.digest}
                    onSave={(change) => save(change, 'Vos préférences de notification ont été sauvegardées')}
                  />
                </>
              )}
            </CardContent>
          </Card>

          <Card aria-busy={settings.isPending}>
            <CardHeader>
              <CardTitle>Confidentialité</CardTitle>
            </CardHeader>
            <CardContent className="divide-y divide-border">
              {settings.data &&
                PRIVACY_SWITCHES.map(({ key, label, description }) => (
                  <SettingSwitch
                    key={key}
                    label={label}
                    description={description}
                    checked={settings.data.privacy[key]}
                    onCheckedChange={(checked) =>
                      save({ privacy: { [key]: checked } }, 'Vos paramètres de confidentialité ont été mis à jour')
                    }
                  />
                ))}
            </CardContent>
          </Card>

          {verification}

          <Card>
            <CardHeader>
              <CardTitle>Vos données</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-3 sm:flex-row">
              <Button variant="outline" onClick={() => void onExport()} disabled={exporting}>
                {exporting ? <Spinner /> : <Download aria-hidden="true" />}
                Télécharger mes données
              </Button>
              <DeleteAccountDialog email={user.email} />
            </CardContent>
          </Card>
        </>
      )}

      <Card>
        <CardHeader>
          <CardTitle>Aide</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-2">
            {HELP_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-primary underline underline-offset-4">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
