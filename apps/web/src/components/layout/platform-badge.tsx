import { currentPlatform } from '@/lib/platform';

/** Spec: a badge showing Web, iOS or Android. */
export function PlatformBadge() {
  return (
    <span
      className="min-w-10 rounded-full border border-border px-2 py-0.5 text-center text-xs text-muted-foreground"
      title="Plateforme"
      data-testid="platform-badge"
    >
      {currentPlatform()}
    </span>
  );
}
