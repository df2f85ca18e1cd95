import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function NotFound() {
  return (
    <section className="flex flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold">Oops ! Page non trouvée</h1>
      <Link to={paths.feed} className="text-primary underline underline-offset-4">
        Retour à l'accueil
      </Link>
    </section>
  );
}
