import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useTown } from '@/config/town';
import { ApiError } from '@/lib/api-client';
import type { PushSupport } from '@/lib/push';
import { setPushRegistered, usePushRegistered } from '@/lib/push-state';
import { SettingSwitch } from './setting-switch';

type Availability = PushSupport | 'blocked' | 'checking';

/**
 * 'Notifications push' for this device. Permission is asked only when the resident turns it on
 * (never at the first visit): Web Push in browsers, the Capacitor plugin in the native app.
 */
export function PushSwitch({ userId }: { userId: string }) {
  const town = useTown();
  const on = usePushRegistered();
  const [availability, setAvailability] = useState<Availability>('checking');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    void (async () => {
      const push = await import('@/lib/push');
      const support = push.detectPushSupport();
      if (support === 'web') {
        const subscribed = await push.isWebPushOn(userId);
        if (!active) return;
        setPushRegistered(subscribed);
        setAvailability(Notification.permission === 'denied' ? 'blocked' : 'web');
        return;
      }
      if (active) setAvailability(support);
    })().catch((error: unknown) => {
      console.warn('Notifications push : état inconnu', error);
      if (active) setAvailability('unsupported');
    });
    return () => {
      active = false;
    };
  }, [userId]);

  async function turnOn() {
    if (availability === 'native') return (await import('@/lib/native-push')).enableNativePush();
    return (await import('@/lib/push')).enableWebPush(userId);
  }

  async function turnOff() {
    if (availability === 'native') return (await import('@/lib/native-push')).disableNativePush();
    return (await import('@/lib/push')).disableWebPush();
  }

  async function onCheckedChange(checked: boolean) {
    setBusy(true);
    try {
      if (!checked) {
        await turnOff();
        toast.success('Paramètre mis à jour', {
          description: 'Les notifications push sont désactivées sur cet appareil',
        });
        return;
      }
      const permission = await turnOn();
      if (permission === 'granted') {
        toast.success('Notifications activées', {
          description: `Vous recevrez les dernières actualités de ${town.productName}`,
        });
      } else if (permission === 'denied') {
        setAvailability('blocked');
        toast.error('Notifications bloquées', {
          description: `Autorisez les notifications de ${town.productName} dans les réglages de votre appareil.`,
        });
      }
    } catch (error) {
      console.warn('Notifications push : activation impossible', error);
      toast.error('Erreur', {
        description:
          error instanceof ApiError
            ? error.message
            : checked
              ? "Impossible d'activer les notifications push sur cet appareil"
              : 'Impossible de désactiver les notifications push sur cet appareil',
      });
    } finally {
      setBusy(false);
    }
  }

  const description: Record<Availability, string> = {
    checking: 'Recherche des possibilités de cet appareil…',
    web: `Recevoir les nouveaux messages et notifications sur cet appareil, même quand ${town.productName} est fermé`,
    native: `Recevoir les nouveaux messages et notifications sur cet appareil, même quand ${town.productName} est fermé`,
    blocked: `Les notifications sont bloquées pour ${town.productName} : autorisez-les dans les réglages de votre navigateur.`,
    unsupported: 'Votre navigateur ne permet pas de recevoir des notifications push.',
  };

  return (
    <SettingSwitch
      label="Notifications push"
      description={description[availability]}
      checked={on}
      disabled={busy || (availability !== 'web' && availability !== 'native')}
      onCheckedChange={(checked) => void onCheckedChange(checked)}
    />
  );
}
