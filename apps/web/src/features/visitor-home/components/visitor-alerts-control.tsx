import { Bell, BellOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useTown } from '@/config/town';
import { ApiError } from '@/lib/api-client';

type State = 'checking' | 'off' | 'on' | 'blocked' | 'unsupported';

/**
 * « Recevoir les alertes de la mairie »: a visitor subscribes this browser (Web Push, no account)
 * to the town's broadcasts, and ends it here. Permission is asked only on the click.
 */
export function VisitorAlertsControl() {
  const town = useTown();
  const [state, setState] = useState<State>('checking');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    void (async () => {
      const push = await import('@/lib/push');
      if (push.detectPushSupport() !== 'web') return 'unsupported' as const;
      if (Notification.permission === 'denied') return 'blocked' as const;
      return (await push.isVisitorAlertsOn()) ? ('on' as const) : ('off' as const);
    })()
      .catch((error: unknown) => {
        console.warn('Alertes de la mairie : état inconnu', error);
        return 'unsupported' as const;
      })
      .then((found) => {
        if (active) setState(found);
      });
    return () => {
      active = false;
    };
  }, []);

  async function change(on: boolean) {
    setBusy(true);
    try {
      const push = await import('@/lib/push');
      if (!on) {
        await push.disableVisitorAlerts();
        setState('off');
        toast.success('Alertes désactivées', {
          description: 'Ce navigateur ne recevra plus les alertes de la mairie.',
        });
        return;
      }
      const permission = await push.enableVisitorAlerts();
      if (permission === 'granted') {
        setState('on');
        toast.success('Alertes activées', {
          description: `Vous recevrez les alertes de la mairie de ${town.townName} sur ce navigateur.`,
        });
      } else if (permission === 'denied') {
        setState('blocked');
        toast.error('Notifications bloquées', {
          description: `Autorisez les notifications de ${town.productName} dans les réglages de votre navigateur.`,
        });
      }
    } catch (error) {
      console.warn('Alertes de la mairie : changement impossible', error);
      toast.error('Erreur', {
        description:
          error instanceof ApiError
            ? error.message
            : on
              ? 'Impossible de recevoir les alertes sur ce navigateur'
              : 'Impossible d’arrêter les alertes sur ce navigateur',
      });
    } finally {
      setBusy(false);
    }
  }

  if (state === 'unsupported')
    return (
      <p className="text-sm text-muted-foreground">Ce navigateur ne peut pas recevoir les alertes de la mairie.</p>
    );
  if (state === 'blocked')
    return (
      <p className="text-sm text-muted-foreground">
        Les notifications sont bloquées pour {town.productName} : autorisez-les dans les réglages de votre navigateur
        pour recevoir les alertes de la mairie.
      </p>
    );
  if (state === 'on')
    return (
      <div className="flex flex-wrap items-center gap-2">
        <p role="status" className="flex items-center gap-1.5 text-sm font-medium">
          <Bell aria-hidden="true" className="size-4 text-primary" />
          Ce navigateur reçoit les alertes de la mairie.
        </p>
        <Button variant="outline" size="sm" disabled={busy} onClick={() => void change(false)}>
          <BellOff aria-hidden="true" />
          Ne plus recevoir les alertes
        </Button>
      </div>
    );
  return (
    <Button className="self-start" disabled={busy || state === 'checking'} onClick={() => void change(true)}>
      <Bell aria-hidden="true" />
      Recevoir les alertes de la mairie
    </Button>
  );
}
