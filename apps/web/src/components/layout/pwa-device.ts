import type { NavigateFunction } from 'react-router';
import { toast } from 'sonner';
import { DEFAULT_PUSH_BODY, DEFAULT_PUSH_TITLE } from '@/lib/push-payload';

/** The service worker (production builds) and push for this device, for the signed-in resident or nobody. */
export async function setUpDevice(userId: string | null, navigate: NavigateFunction): Promise<void> {
  if (import.meta.env.PROD) await (await import('@/lib/pwa-register')).registerServiceWorker();
  const push = await import('@/lib/push');
  const support = push.detectPushSupport();
  if (support === 'web') await push.reconcileWebPush(userId);
  if (support === 'native') {
    const { startNativePush } = await import('@/lib/native-push');
    await startNativePush({
      // Spec section 4: an incoming push while the app is open.
      onNotification: (notification) =>
        toast(notification.title || DEFAULT_PUSH_TITLE, { description: notification.body || DEFAULT_PUSH_BODY }),
      onOpen: (url) => void navigate(url),
    });
  }
}
