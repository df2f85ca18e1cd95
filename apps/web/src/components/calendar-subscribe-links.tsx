import { CalendarPlus, Copy } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

/** The feed's address for calendar apps: `webcal:` asks the device's agenda to subscribe. */
export function webcalUrl(httpsUrl: string): string {
  return httpsUrl.replace(/^https?:/, 'webcal:');
}

async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Lien copié', {
      description: 'Collez-le dans Google Agenda : « Autres agendas » › « À partir de l’URL ».',
    });
  } catch {
    toast.error('Erreur', { description: 'Impossible de copier le lien' });
  }
}

/**
 * Subscribing to a public iCalendar feed: a `webcal://` link (Apple Calendar, Outlook, Android
 * agendas) and « Copier le lien » for Google Calendar, which only takes a pasted address.
 * `name` completes the accessible names when several calendars share a screen (« l’agenda des événements »).
 */
export function CalendarSubscribeLinks({ path, name }: { path: string; name: string }) {
  const url = new URL(path, window.location.origin).toString();
  return (
    <div className="flex flex-wrap items-center gap-2">
      {/* Wraps on the narrowest phones rather than pushing the page wider. */}
      <Button variant="outline" size="sm" asChild className="h-auto min-h-9 whitespace-normal py-1.5 text-left">
        <a href={webcalUrl(url)}>
          <CalendarPlus aria-hidden="true" />
          S’abonner à {name}
        </a>
      </Button>
      <Button variant="outline" size="sm" aria-label={`Copier le lien de ${name}`} onClick={() => void copy(url)}>
        <Copy aria-hidden="true" />
        Copier le lien
      </Button>
    </div>
  );
}
