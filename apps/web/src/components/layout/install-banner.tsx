import { X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useTown } from '@/config/town';
import {
  bannerDelay,
  isStandalone,
  rememberDismissed,
  shouldOfferInstall,
  wasDismissed,
  type InstallOffer,
} from '@/lib/install-prompt';

function sessionStore(): Storage | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Spec section 4: 3000 ms after the browser offers installation, unless dismissed this session or
 * already standalone. 'Installer' opens the browser's prompt; 'Plus tard' and 'Fermer' hide it for the session.
 */
export function InstallBanner({ offer, onClose }: { offer: InstallOffer; onClose: () => void }) {
  const town = useTown();
  const titleId = useId();
  const [visible, setVisible] = useState(false);
  const [prompting, setPrompting] = useState(false);

  useEffect(() => {
    if (!shouldOfferInstall({ dismissed: wasDismissed(sessionStore()), standalone: isStandalone(window) })) return;
    const timer = setTimeout(() => setVisible(true), bannerDelay(offer.offeredAt, Date.now()));
    return () => clearTimeout(timer);
  }, [offer]);

  if (!visible) return null;

  function close() {
    setVisible(false);
    onClose();
  }

  function dismiss() {
    rememberDismissed(sessionStore());
    close();
  }

  async function install() {
    setPrompting(true);
    try {
      await offer.event.prompt();
      const { outcome } = await offer.event.userChoice;
      if (outcome === 'accepted') {
        toast.success('Installation réussie !', {
          description: `${town.productName} a été ajouté à votre écran d'accueil`,
        });
      } else {
        // Refused in the browser's own prompt: an offer is used once, so not again this session.
        rememberDismissed(sessionStore());
      }
    } catch (error) {
      console.warn("Invite d'installation indisponible", error);
    }
    close();
  }

  return (
    <section
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-40 px-4"
      data-testid="install-banner"
    >
      <div className="mx-auto flex max-w-2xl items-start gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-lg">
        <img src="/icons/icon-192.png" alt="" width={40} height={40} className="size-10 shrink-0 rounded-lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 id={titleId} className="font-semibold">
            Installer {town.productName}
          </h2>
          <p className="text-sm text-muted-foreground">
            Ajoutez {town.productName} à votre écran d'accueil pour retrouver l'actualité de {town.townName} en un
            geste.
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" onClick={() => void install()} disabled={prompting}>
              Installer
            </Button>
            <Button size="sm" variant="outline" onClick={dismiss}>
              Plus tard
            </Button>
          </div>
        </div>
        <Button variant="ghost" size="icon" aria-label="Fermer" onClick={dismiss} className="-mr-2 -mt-2 shrink-0">
          <X aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
