import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * Messages for a visitor: the screen stays (the tab bar leads here, the spec puts no guard on the route)
 * and says how to get one's messages.
 */
export function SignInRequired() {
  return (
    <section className="flex flex-col items-center gap-3 px-4 py-20 text-center">
      <MessageCircle aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-bold">Messages</h1>
      <p className="text-muted-foreground">Connectez-vous pour lire vos conversations et écrire à vos voisins.</p>
      <Link
        to={paths.auth}
        className="inline-flex h-10 items-center rounded-lg bg-primary px-4 text-sm font-medium text-primary-foreground hover:opacity-90"
      >
        Se connecter
      </Link>
    </section>
  );
}
