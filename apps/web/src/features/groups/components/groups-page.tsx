import type { GroupSummary } from '@portmarin/shared';
import { useState } from 'react';
import { InfiniteList } from '@/components/infinite-list';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LoadingStatus } from '@/components/loading-status';
import { useSession } from '@/lib/auth';
import { useGroups, type GroupsTab } from '../api/list-groups';
import { CreateGroupButton } from './create-group-dialog';
import { GroupCard } from './group-card';
import { GroupSettingsDialog } from './group-settings-dialog';

type TabValue = 'my-groups' | 'discover';

/** /groups: Groupes, with the tabs Mes groupes and Découvrir (spec 1, "Groups"). */
export function GroupsPage() {
  const session = useSession();
  const signedIn = session.status === 'ready' && session.user !== null;
  // Visitors have no groups of their own: they start on the public ones.
  const [chosen, setChosen] = useState<TabValue | null>(null);
  const tab = chosen ?? (session.status === 'ready' && !signedIn ? 'discover' : 'my-groups');
  const [settingsOf, setSettingsOf] = useState<GroupSummary | null>(null);

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Groupes</h1>
        <CreateGroupButton onCreated={() => setChosen('my-groups')} />
      </div>
      <Tabs value={tab} onValueChange={(value) => setChosen(value as TabValue)}>
        <TabsList>
          <TabsTrigger value="my-groups">Mes groupes</TabsTrigger>
          <TabsTrigger value="discover">Découvrir</TabsTrigger>
        </TabsList>
        <TabsContent value="my-groups">
          {session.status === 'loading' ? (
            <LoadingStatus layout="section" />
          ) : signedIn ? (
            <GroupList tab="mine" empty="Vous n'avez pas encore rejoint de groupes." onSettings={setSettingsOf} />
          ) : (
            <p className="py-8 text-center text-sm text-muted-foreground">Vous n'avez pas encore rejoint de groupes.</p>
          )}
        </TabsContent>
        <TabsContent value="discover">
          {session.status === 'loading' ? (
            <LoadingStatus layout="section" />
          ) : (
            <GroupList tab="discover" empty="Aucun groupe disponible pour le moment." />
          )}
        </TabsContent>
      </Tabs>
      {settingsOf && (
        <GroupSettingsDialog
          group={settingsOf}
          open
          onOpenChange={(open) => {
            if (!open) setSettingsOf(null);
          }}
        />
      )}
    </section>
  );
}

function GroupList({
  tab,
  empty,
  onSettings,
}: {
  tab: GroupsTab;
  empty: string;
  onSettings?: (group: GroupSummary) => void;
}) {
  const query = useGroups(tab);
  const groups = query.data?.pages.flatMap((page) => page.groups) ?? [];
  return (
    <div className="flex flex-col gap-3">
      <InfiniteList
        query={query}
        count={groups.length}
        moreLabel="Voir plus de groupes"
        loading={<LoadingStatus layout="section" />}
        // Spec: a failed load is not an error screen; the list reads as empty, with a way to retry.
        failed={
          <div className="flex flex-col items-center gap-2 py-8 text-center text-sm text-muted-foreground">
            <p>{empty}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              Réessayer
            </Button>
          </div>
        }
        empty={<p className="py-8 text-center text-sm text-muted-foreground">{empty}</p>}
      >
        <ul className="flex flex-col gap-3">
          {groups.map((group) => (
            <li key={group.id}>
              <GroupCard group={group} tab={tab} onSettings={onSettings} />
            </li>
          ))}
        </ul>
      </InfiniteList>
    </div>
  );
}
