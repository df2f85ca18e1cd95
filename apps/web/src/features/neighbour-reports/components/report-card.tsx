import type { NeighbourReport } from '@portmarin/shared';
import { ChevronDown, MapPin, MessageCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatCount, fullDateTime, relativeTime } from '@/lib/format';
import { cn } from '@/lib/cn';
import { FollowButton } from './follow-button';
import { ReportDetails } from './report-details';
import { ReportTypeIcon } from './report-type-icon';
import { StatusBadge } from './status-badge';

/**
 * Who filed it, as the viewer may know: anonymous to residents, theirs to the reporter (who is
 * reminded how they filed it), named to moderators when the reporter gave their name.
 */
function authorLine(report: NeighbourReport): string {
  if (report.mine) return report.anonymous ? 'Votre signalement (anonyme)' : 'Votre signalement (avec votre nom)';
  if (report.author) return `Signalé par ${report.author.name || report.author.username || 'un résident'}`;
  return 'Signalement anonyme';
}

/** One report of the list (spec 2): title, place, text, author, time, likes, comments, type icon, status. */
export function ReportCard({
  report,
  defaultExpanded = false,
  titleLevel: Title = 'h3',
}: {
  report: NeighbourReport;
  defaultExpanded?: boolean;
  /** h2 on the report's own page, under its h1; h3 in the list, under 'Signalements récents'. */
  titleLevel?: 'h2' | 'h3';
}) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const titleId = useId();
  const detailsId = useId();
  const comments = report.commentsCount;
  return (
    <Card className="flex flex-col gap-3 p-4" role="article" aria-labelledby={titleId}>
      <div className="flex items-start gap-3">
        <ReportTypeIcon type={report.type} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <Title id={titleId} className="font-semibold leading-tight">
              <Link to={paths.neighbourReport(report.id)} className="hover:underline">
                {report.title}
              </Link>
            </Title>
            <StatusBadge status={report.status} />
          </div>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            {report.locationText && (
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden="true" className="size-3" />
                {report.locationText}
              </span>
            )}
            <span>{authorLine(report)}</span>
            <time dateTime={report.createdAt} title={fullDateTime(report.createdAt)}>
              {relativeTime(report.createdAt)}
            </time>
          </p>
        </div>
      </div>
      <p className="whitespace-pre-line break-words text-sm">{report.content}</p>
      {report.imageUrl?.startsWith('/') && (
        <img
          src={report.imageUrl}
          // The reporter's description when they gave one (RGAA 1.3).
          alt={report.imageAlt ?? `Illustration du signalement « ${report.title} »`}
          loading="lazy"
          className="max-h-72 w-full rounded-lg object-cover"
        />
      )}
      {report.statusNote && (
        <p className="rounded-md bg-muted px-3 py-2 text-sm">
          <span className="font-medium">Note des services : </span>
          {report.statusNote}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <FollowButton report={report} />
        <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
          <MessageCircle aria-hidden="true" className="size-4" />
          {formatCount(comments)} {comments > 1 ? 'commentaires' : 'commentaire'}
        </span>
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Masquer le suivi' : 'Voir le suivi'}
          <ChevronDown aria-hidden="true" className={cn('transition-transform', expanded && 'rotate-180')} />
        </Button>
      </div>
      <div id={detailsId} hidden={!expanded}>
        {expanded && (
          <ReportDetails
            reportId={report.id}
            commentsCount={report.commentsCount}
            headingLevel={Title === 'h2' ? 'h3' : 'h4'}
          />
        )}
      </div>
    </Card>
  );
}
