import type { GroupSummary } from '@portmarin/shared';
import { Lock, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { membersLabel } from '../lib/group-form';
import { GroupAvatar } from './group-avatar';
import { JoinGroupButton } from './join-group-button';

type GroupCardProps = {
  group: GroupSummary;
  tab: 'mine' | 'discover';
  /** Opens the settings of a group the resident administers. */
  onSettings?: (group: GroupSummary) => void;
};

/** Spec: avatar, name, description, member count ('membres'), Admin badge; Rejoindre, or Voir and settings. */
export function GroupCard({ group, tab, onSettings }: GroupCardProps) {
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex items-start gap-3">
        <GroupAvatar url={group.avatarUrl} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-semibold leading-tight">
              <Link to={paths.group(group.id)} className="hover:underline">
                {group.name}
              </Link>
            </h2>
            {group.isAdmin && (
              <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">
                Admin
              </span>
            )}
            {group.isPrivate && (
              <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                <Lock aria-hidden="true" className="size-3" /> Privé
              </span>
            )}
          </div>
          {group.description && <p className="line-clamp-2 text-sm text-muted-foreground">{group.description}</p>}
          <p className="text-xs text-muted-foreground">
            {membersLabel(group.membersCount)}
            {group.category && ` · ${group.category}`}
          </p>
        </div>
      </div>
      <div className="flex justify-end gap-2">
        {tab === 'discover' ? (
          <JoinGroupButton group={group} />
        ) : (
          <>
            {group.isAdmin && onSettings && (
              <Button
                variant="outline"
                size="icon"
                className="size-9"
                aria-label={`Paramètres de ${group.name}`}
                onClick={() => onSettings(group)}
              >
                <Settings aria-hidden="true" />
              </Button>
            )}
            <Button asChild size="sm" variant="secondary">
              <Link to={paths.group(group.id)} aria-label={`Voir ${group.name}`}>
                Voir
              </Link>
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}
