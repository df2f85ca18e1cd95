import { useEffect, useState } from 'react';
import { detectPlatform, type PlatformLabel } from '@/lib/platform';

/** Spec: a badge showing Web, iOS or Android. */
export function PlatformBadge() {
  const [platform, setPlatform] = useState<PlatformLabel | null>(null);
  useEffect(() => {
    let active = true;
    void detectPlatform().then((p) => active && setPlatform(p));
    return () => {
      active = false;
    };
  }, []);
  return (
    <span
      className="min-w-10 rounded-full border border-border px-2 py-0.5 text-center text-xs text-muted-foreground"
      title="Plateforme"
      data-testid="platform-badge"
    >
      {platform ?? '\u00a0'}
    </span>
  );
}
