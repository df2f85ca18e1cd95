import { usePushRegistered } from '@/lib/push-state';

/** Spec section 4: '🔔 Notifications' once this device is registered for push. */
export function PushBadge() {
  const registered = usePushRegistered();
  if (!registered) return null;
  return (
    <span
      className="whitespace-nowrap rounded-full border border-border px-2 py-0.5 text-xs text-muted-foreground"
      data-testid="push-badge"
    >
      <span aria-hidden="true">🔔</span>
      {/* Narrow phones keep the bell only; screen readers always hear the word. */}
      <span className="max-[380px]:sr-only"> Notifications</span>
      <span className="sr-only"> push activées</span>
    </span>
  );
}
