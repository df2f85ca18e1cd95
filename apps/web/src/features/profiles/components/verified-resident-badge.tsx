import { MapPinCheck } from 'lucide-react';

/**
 * « Résident vérifié »: the resident proved where they live and chose to show it (the server says
 * so only while the verification holds).
 */
export function VerifiedResidentBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-success px-2.5 py-0.5 text-xs font-semibold text-success-foreground">
      <MapPinCheck aria-hidden="true" className="size-4" />
      Résident vérifié
    </span>
  );
}
