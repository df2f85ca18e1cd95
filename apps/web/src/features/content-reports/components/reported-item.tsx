import {
  REPORT_REASON_LABELS,
  REPORT_TARGET_LABELS,
  type ContentAction,
  type ModerationAuthor,
  type ModerationQueueItem,
} from '@portmarin/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/auth';
import { displayName, fullDateTime, relativeTime } from '@/lib/format';
import { toastRequestError } from '@/lib/toasts';
import { useModerateContent } from '../api/moderate-content';
import { useSanctionUser, type SanctionRequest } from '../api/sanction-user';
import { reportsCount } from '../lib/labels';
import { DecisionDialog } from './decision-dialog';

type Decision = ContentAction | 'warn' | 'suspend' | 'lift';

const DECISIONS: Record<Decision, { title: string; description: string; confirm: string; done: string }> = {
  hide: {
    title: 'Masquer ce contenu ?',
    description:
      'Il disparaîtra pour tous sauf son auteur et la modération. Les auteurs des signalements seront informés.',
    confirm: 'Masquer',
    done: 'Contenu masqué',
  },
  restore: {
    title: 'Rétablir ce contenu ?',
    description: 'Il redeviendra visible pour tous.',
    confirm: 'Rétablir',
    done: 'Contenu rétabli',
  },
  dismiss: {
    title: 'Classer sans suite ?',
    description: 'Le contenu reste en ligne. Les auteurs des signalements seront informés.',
    confirm: 'Classer sans suite',
    done: 'Signalements classés sans suite',
  },
  warn: {
    title: 'Avertir l’auteur ?',
    description: 'Il recevra un avertissement de la modération avec votre raison.',
    confirm: 'Avertir',
    done: 'Avertissement envoyé',
  },
  suspend: {
    title: 'Suspendre l’auteur ?',
    description:
      'Pendant la suspension, il ne pourra ni publier, ni commenter, ni écrire, ni donner un avis, ni voter.',
    confirm: 'Suspendre',
    done: 'Compte suspendu',
  },
  lift: {
    title: 'Lever la suspension ?',
    description: 'Le résident pourra de nouveau publier.',
    confirm: 'Lever la suspension',
    done: 'Suspension levée',
  },
};

/** One reported content: what it is, why it was reported, and the moderator's decisions. */
export function ReportedItem({ item }: { item: ModerationQueueItem }) {
  const [decision, setDecision] = useState<Decision | null>(null);
  const moderate = useModerateContent();
  const sanction = useSanctionUser();
  const session = useSession();
  const me = session.status === 'ready' ? session.user : null;
  const { content } = item;
  const author = content.author;
  const kind = REPORT_TARGET_LABELS[item.targetType];
  const headingId = `report-${item.targetType}-${item.targetId}`;

  function confirm({ reason, days }: { reason: string; days: number }) {
    if (!decision) return;
    const done = DECISIONS[decision].done;
    const callbacks = {
      onSuccess: () => {
        toast.success(done);
        setDecision(null);
      },
      onError: (error: Error) => toastRequestError(error),
    };
    if (decision === 'hide' || decision === 'restore' || decision === 'dismiss') {
      moderate.mutate({ targetType: item.targetType, targetId: item.targetId, action: decision, reason }, callbacks);
    } else if (author) {
      const request: SanctionRequest =
        decision === 'suspend'
          ? { kind: 'suspend', userId: author.id, reason, days }
          : { kind: decision, userId: author.id, reason };
      sanction.mutate(request, callbacks);
    }
  }

  return (
    <li>
      <article aria-labelledby={headingId} className="grid gap-3 rounded-xl border border-border bg-card p-4">
        <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h3 id={headingId} className="font-semibold">
            {kind} · {content.place}
          </h3>
          <span className="rounded-full bg-destructive/10 px-2 py-0.5 text-xs font-medium text-destructive">
            {reportsCount(item.reportsCount)}
          </span>
          {content.hidden && (
            <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-foreground">Masqué</span>
          )}
          <time dateTime={item.latestAt} title={fullDateTime(item.latestAt)} className="text-xs text-muted-foreground">
            {relativeTime(item.latestAt)}
          </time>
        </header>

        {author && (
          <p className="text-sm text-muted-foreground">
            Auteur : <span className="font-medium text-foreground">{displayName(author)}</span>
            {author.username && <> (@{author.username})</>}
            {author.suspendedUntil && <> · suspendu jusqu’au {fullDateTime(author.suspendedUntil)}</>}
          </p>
        )}
        {!content.exists ? (
          <p className="text-sm italic text-muted-foreground">Ce contenu a été supprimé depuis le signalement.</p>
        ) : (
          <div className="grid gap-2">
            {content.excerpt && (
              <blockquote className="whitespace-pre-wrap break-words border-l-4 border-border pl-3 text-sm">
                {content.excerpt}
              </blockquote>
            )}
            {content.imageUrl && (
              <img
                src={content.imageUrl}
                alt={`Visuel du contenu signalé (${kind.toLowerCase()})`}
                className="max-h-48 w-auto rounded-lg object-contain"
                loading="lazy"
              />
            )}
            {content.link && (
              <Link
                to={content.link}
                className="justify-self-start text-sm text-primary underline-offset-4 hover:underline"
              >
                Voir le contenu signalé
              </Link>
            )}
          </div>
        )}

        <div className="grid gap-1 text-sm">
          <p>
            <span className="font-medium">Motifs : </span>
            {item.reasons.map((r) => REPORT_REASON_LABELS[r]).join(', ')}
          </p>
          {item.details.length > 0 && (
            <ul className="grid gap-1 text-muted-foreground" aria-label="Précisions des résidents">
              {item.details.map((d, i) => (
                <li key={i} className="break-words">
                  « {d} »
                </li>
              ))}
            </ul>
          )}
        </div>

        <div className="flex flex-wrap gap-2">
          {content.exists &&
            (content.hidden ? (
              <Button size="sm" variant="outline" onClick={() => setDecision('restore')}>
                Rétablir
              </Button>
            ) : (
              <Button size="sm" variant="destructive" onClick={() => setDecision('hide')}>
                Masquer
              </Button>
            ))}
          <Button size="sm" variant="outline" onClick={() => setDecision('dismiss')}>
            Classer sans suite
          </Button>
          {author && canSanction(me, author) && (
            <>
              <Button size="sm" variant="outline" onClick={() => setDecision('warn')}>
                Avertir
              </Button>
              {author.suspendedUntil ? (
                <Button size="sm" variant="outline" onClick={() => setDecision('lift')}>
                  Lever la suspension
                </Button>
              ) : (
                <Button size="sm" variant="outline" onClick={() => setDecision('suspend')}>
                  Suspendre
                </Button>
              )}
            </>
          )}
        </div>
      </article>
      {decision && (
        <DecisionDialog
          open
          onOpenChange={(open) => !open && setDecision(null)}
          title={DECISIONS[decision].title}
          description={DECISIONS[decision].description}
          confirmLabel={DECISIONS[decision].confirm}
          withPeriod={decision === 'suspend'}
          pending={moderate.isPending || sanction.isPending}
          onConfirm={confirm}
        />
      )}
    </li>
  );
}

/** The server decides; this only leaves out buttons it would refuse (oneself, admins, moderators for moderators). */
function canSanction(me: { id: string; role: string } | null, author: ModerationAuthor): boolean {
  if (!me || me.id === author.id || author.role === 'admin') return false;
  return author.role === 'user' || me.role === 'admin';
}
