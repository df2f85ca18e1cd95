import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';

/** Spec: page-level fallback when a screen fails to render. */
export function ErrorFallback() {
  const navigate = useNavigate();
  return (
    <section role="alert" className="flex flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-semibold">Une erreur s'est produite</h1>
      <p className="text-muted-foreground">Nous sommes désolés, quelque chose s'est mal passé. Veuillez réessayer.</p>
      <div className="flex gap-3">
        {/* Navigating to the same place clears the route's error and renders it again. */}
        <Button onClick={() => void navigate('.', { replace: true })}>Réessayer</Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Recharger la page
        </Button>
      </div>
    </section>
  );
}
