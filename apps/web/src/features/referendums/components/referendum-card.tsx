import { REFERENDUM_ELECTORATE_LABELS, type Referendum } from '@portmarin/shared';
import { CalendarClock, Mail, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { endLabel, votesLabel } from '../lib/referendum-format';
import { ReceiptPanel } from './receipt-check';
import { ReferendumResults } from './referendum-results';
import { VoteButtons } from './vote-buttons';

/**
 * A referendum: category, title, description, end date, then the vote buttons while the viewer
 * may vote, else the results (a closed referendum reads as already voted). `linked`: the title
 * opens its own page (the share link).
 */
export function ReferendumCard({ referendum, linked = true }: { referendum: Referendum; linked?: boolean }) {
  // Shown once: kept in this card only, never stored.
  const [receipt, setReceipt] = useState<string | null>(null);
  const session = useSession();
  const signedIn = session.status === 'ready' && session.user !== null;
  const canVote = referendum.status === 'active' && !referendum.hasVoted && !receipt;
  // A signed-in resident who may not vote in a residents' referendum is shown the way to verify.
  const mustVerify = canVote && signedIn && referendum.electorate === 'verified_residents' && !referendum.viewerMayVote;
  const Heading = linked ? 'h2' : 'h1';

  return (
    <article className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="rounded-full bg-primary/10 px-2 py-0.5 font-medium text-primary">{referendum.category}</span>
        {referendum.status === 'closed' ? (
          <span className="rounded-full bg-muted px-2 py-0.5 font-medium text-muted-foreground">Terminé</span>
        ) : referendum.hasVoted || receipt ? (
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 font-medium text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
            Vous avez voté
          </span>
        ) : null}
        <ElectorateBadge electorate={referendum.electorate} />
      </div>
      <Heading className={linked ? 'text-lg font-semibold leading-tight' : 'text-2xl font-bold leading-tight'}>
        {linked ? (
          <Link to={paths.referendumPage(referendum.id)} className="hover:underline">
            {referendum.title}
          </Link>
        ) : (
          referendum.title
        )}
      </Heading>
      <p className="font-medium">{referendum.question}</p>
      <p className="text-sm whitespace-pre-line text-muted-foreground">{referendum.description}</p>
      <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <CalendarClock aria-hidden="true" className="size-4" />
        {endLabel(referendum)}
        {canVote && <span> · {votesLabel(referendum.totalVotes)}</span>}
      </p>
      {mustVerify ? (
        <VerifyToVote />
      ) : canVote ? (
        <VoteButtons referendum={referendum} onVoted={setReceipt} />
      ) : (
        <ReferendumResults referendum={referendum} />
      )}
      {receipt && <ReceiptPanel referendumId={referendum.id} code={receipt} />}
    </article>
  );
}

/** Who votes in it: « Résidents vérifiés » or « Comptes vérifiés ». */
function ElectorateBadge({ electorate }: { electorate: Referendum['electorate'] }) {
  const Icon = electorate === 'verified_residents' ? ShieldCheck : Mail;
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-border px-2 py-0.5 font-medium text-muted-foreground">
      <Icon aria-hidden="true" className="size-3.5" />
      <span>
        <span className="sr-only">Qui vote : </span>
        {REFERENDUM_ELECTORATE_LABELS[electorate]}
      </span>
    </span>
  );
}

/** In place of the vote buttons: why this resident cannot vote yet, and where to verify. */
function VerifyToVote() {
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-muted p-3 text-sm">
      <p>
        Ce référendum est réservé aux résidents vérifiés : vérifiez votre domicile, par courrier ou au guichet de la
        mairie, pour pouvoir voter.
      </p>
      <Button asChild size="sm" className="self-start">
        <Link to={paths.verification}>
          <ShieldCheck aria-hidden="true" />
          Vérifier mon domicile
        </Link>
      </Button>
    </div>
  );
}
