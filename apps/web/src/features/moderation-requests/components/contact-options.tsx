import type { ModerationRecipient } from '@portmarin/shared';
import { MessageSquareWarning, ShieldAlert, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { RECIPIENTS } from '../lib/recipients';
import { ContactDialog } from './contact-dialog';

const ICONS = { admin: ShieldAlert, moderator: MessageSquareWarning, team: Users } as const;

/** « Contacter l’équipe »: the three contact buttons, each opening its dialog. */
export function ContactOptions({ prefill, signedIn }: { prefill: string; signedIn: boolean }) {
  const id = useId();
  const [recipient, setRecipient] = useState<ModerationRecipient | null>(null);
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Contacter l’équipe
      </h2>
      <ul className="grid gap-2 sm:grid-cols-3">
        {RECIPIENTS.map((r) => {
          const Icon = ICONS[r.value];
          return (
            <li key={r.value}>
              <button
                type="button"
                onClick={() => setRecipient(r.value)}
                className="flex h-full w-full flex-col items-start gap-1 rounded-xl border border-border bg-card p-3 text-left hover:bg-accent"
              >
                <span className="flex items-center gap-2 font-medium">
                  <Icon aria-hidden="true" className="size-4 text-primary" />
                  {r.title}
                </span>
                <span className="text-xs text-muted-foreground">{r.topics}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <ContactDialog recipient={recipient} onClose={() => setRecipient(null)} prefill={prefill} signedIn={signedIn} />
    </section>
  );
}
