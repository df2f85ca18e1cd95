import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';

/** The API's answer to an id that leads nowhere: unknown (404) or malformed (400). */
export function isMissing(error: Error): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * A detail page whose item failed to load: « introuvable » with a way back when the id leads
 * nowhere (`missing`), else what failed, the server's message and a retry.
 */
export function DetailLoadError({
  query,
  missing = isMissing,
  notFound,
  failedTitle,
}: {
  query: { error: Error; refetch: () => unknown };
  missing?: (error: Error) => boolean;
  notFound: { title: string; text: string; backTo: string; backLabel: string };
  failedTitle: string;
}) {
  const isNotFound = missing(query.error);
  return (
    <section className="flex flex-col items-center gap-3 px-4 py-20 text-center">
      <h1 className="text-2xl font-semibold">{isNotFound ? notFound.title : failedTitle}</h1>
      <p className="text-sm text-muted-foreground">{isNotFound ? notFound.text : query.error.message}</p>
      {isNotFound ? (
        <Link to={notFound.backTo} className="text-primary underline underline-offset-4">
          {notFound.backLabel}
        </Link>
      ) : (
        <Button onClick={() => void query.refetch()}>Réessayer</Button>
      )}
    </section>
  );
}
