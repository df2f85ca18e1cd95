import type { Referendum } from '@portmarin/shared';
import { formatPercent, votesLabel } from '../lib/referendum-format';

/** The two results bars with their one-decimal percentages, and the votes count. */
export function ReferendumResults({ referendum }: { referendum: Referendum }) {
  const rows = [
    { label: 'Pour', percent: referendum.percentFor, votes: referendum.votesFor, bar: 'bg-emerald-600' },
    { label: 'Contre', percent: referendum.percentAgainst, votes: referendum.votesAgainst, bar: 'bg-red-600' },
  ];
  return (
    <div className="flex flex-col gap-2">
      <h3 className="sr-only">Résultats</h3>
      {rows.map((row) => (
        <div key={row.label} className="flex flex-col gap-1">
          <p className="flex items-center justify-between text-sm">
            <span className="font-medium">{row.label}</span>
            <span>
              <span className="font-semibold">{formatPercent(row.percent)}</span>
              <span className="text-muted-foreground"> ({votesLabel(row.votes)})</span>
            </span>
          </p>
          <div aria-hidden="true" className="h-2 w-full overflow-hidden rounded-full bg-muted">
            <div className={`h-full rounded-full ${row.bar}`} style={{ width: `${row.percent}%` }} />
          </div>
        </div>
      ))}
      <p className="text-xs text-muted-foreground">{votesLabel(referendum.totalVotes)} au total</p>
    </div>
  );
}
