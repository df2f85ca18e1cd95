import type { Referendum } from '@portmarin/shared';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
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
  const canVote = referendum.status === 'active' && !referendum.hasVoted && !receipt;
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
      {canVote ? (
        <VoteButtons referendum={referendum} onVoted={setReceipt} />
      ) : (
        <ReferendumResults referendum={referendum} />
      )}
      {receipt && <ReceiptPanel referendumId={referendum.id} code={receipt} />}
    </article>
  );
}
