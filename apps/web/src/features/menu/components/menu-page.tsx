import {
  Accessibility,
  ChevronRight,
  CircleHelp,
  FileText,
  Landmark,
  LayoutTemplate,
  LogIn,
  LogOut,
  MailCheck,
  DatabaseZap,
  MapPinned,
  Settings,
  Shield,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { accessibilityMention } from '@/features/legal';
import { paths } from '@/config/paths';
import { useTown } from '@/config/town';
import { useSession } from '@/lib/auth';
import { useSignOut } from '@/lib/use-sign-out';
import { hubEntries } from '@/lib/web-feature';
import { hasMairieRight, isAdmin } from '@/lib/roles';
import { useFeaturedProfiles } from '../api/list-featured-profiles';
import { Avatar } from '@/components/ui/avatar';

const SETTINGS_LINKS = [
  { to: paths.settings, label: 'Paramètres', icon: Settings },
  { to: paths.help, label: 'Aide et support', icon: CircleHelp },
  { to: paths.privacy, label: 'Confidentialité', icon: Shield },
  { to: paths.terms, label: "Conditions d'utilisation", icon: FileText },
  { to: paths.accessibility, label: accessibilityMention, icon: Accessibility },
];

export function MenuPage() {
  const town = useTown();
  const session = useSession();
  const user = session.status === 'ready' ? session.user : null;
  const featured = useFeaturedProfiles();
  const signOut = useSignOut();

  return (
    <div className="flex flex-col gap-4 px-4 py-4">
      <h1 className="text-2xl font-bold">Menu</h1>

      {user ? (
        <Link
          to={paths.profile}
          className="flex items-center gap-3 rounded-xl border border-border bg-card p-4 hover:bg-accent"
        >
          <Avatar name={user.name} image={user.image} />
          <span className="flex-1">
            <span className="block font-semibold">{user.name}</span>
            <span className="block text-sm text-muted-foreground">Voir votre profil</span>
          </span>
          <ChevronRight aria-hidden="true" className="size-5 text-muted-foreground" />
        </Link>
      ) : (
        session.status === 'ready' && (
          <Card>
            <CardContent className="flex items-center gap-3 pt-4">
              <p className="flex-1 text-sm">Connectez-vous pour profiter de toute la vie de {town.townName}.</p>
              <Button asChild>
                <Link to={paths.auth}>
                  <LogIn aria-hidden="true" />
                  Se connecter
                </Link>
              </Button>
            </CardContent>
          </Card>
        )
      )}

      {featured.data && featured.data.profiles.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>Profils à découvrir</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex gap-4 overflow-x-auto pb-1">
              {featured.data.profiles.map((profile) => (
                <li key={profile.id}>
                  <Link
                    to={paths.publicProfile(profile.username ?? profile.id)}
                    className="flex w-20 flex-col items-center gap-1 text-center text-xs hover:underline"
                  >
                    <Avatar name={profile.name} image={profile.image} className="size-14" />
                    {profile.name}
                  </Link>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}

      <section aria-labelledby="menu-services">
        <h2 id="menu-services" className="mb-2 text-lg font-semibold">
          Services et rubriques
        </h2>
        <ul className="grid grid-cols-2 gap-3">
          {hubEntries(town).map(({ to, label, description, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex h-full flex-col gap-1 rounded-xl border border-border bg-card p-3 hover:bg-accent"
              >
                <Icon aria-hidden="true" className="size-6 text-primary" />
                <span className="text-sm font-semibold">{label}</span>
                <span className="text-xs text-muted-foreground">{description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <Card>
        <CardHeader>
          <CardTitle>Paramètres et aide</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col">
            {[
              ...SETTINGS_LINKS,
              ...(hasMairieRight(user)
                ? [{ to: paths.verificationDesk, label: 'Vérification des domiciles (mairie)', icon: MailCheck }]
                : []),
              ...(isAdmin(user)
                ? [
                    {
                      to: paths.adminPromotions,
                      label: 'Cartes promotionnelles (administration)',
                      icon: LayoutTemplate,
                    },
                    {
                      to: paths.adminMunicipalServices,
                      label: 'Services municipaux (administration)',
                      icon: Landmark,
                    },
                    {
                      to: paths.adminAddresses,
                      label: 'Adresses de la commune (administration)',
                      icon: MapPinned,
                    },
                    {
                      to: paths.adminOpenData,
                      label: 'Données ouvertes (administration)',
                      icon: DatabaseZap,
                    },
                  ]
                : []),
            ].map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link to={to} className="flex items-center gap-3 rounded-lg px-2 py-2.5 hover:bg-accent">
                  <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
                  <span className="flex-1">{label}</span>
                  <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" />
                </Link>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      {user && (
        <Button variant="outline" onClick={() => void signOut()}>
          <LogOut aria-hidden="true" />
          Se déconnecter
        </Button>
      )}
    </div>
  );
}
