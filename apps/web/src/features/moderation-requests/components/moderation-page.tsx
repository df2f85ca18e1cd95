import { ArrowLeft } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LoadingStatus } from '@/components/loading-status';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { isAdmin, isStaff } from '@/lib/roles';
import { useSupportChat } from '../hooks/use-support-chat';
import { ContactOptions } from './contact-options';
import { MyRequests } from './my-requests';
import { RequestsInbox } from './requests-inbox';
import { SupportChat } from './support-chat';

type ModerationPageProps = {
  /** 'Signalements': the reported contents (the content-reports feature's queue). */
  queue: ReactNode;
  /** 'Journal': every moderation action, for admins (the content-reports feature's log). */
  log: ReactNode;
  /** 'À valider': what other features hold for a moderator's decision (proposals, corrections). */
  pending: ReactNode;
};

type Tab = 'reports' | 'pending' | 'requests' | 'log' | 'support';

/**
 * /moderation. Residents and visitors: the chat with the bot, the three contact buttons and their
 * own requests. Moderators and admins: their tools in tabs, the chat last.
 */
export function ModerationPage({ queue, log, pending }: ModerationPageProps) {
  const session = useSession();
  const user = session.status === 'ready' ? session.user : null;
  const staff = isStaff(user);
  const [tab, setTab] = useState<Tab>('reports');

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <div className="flex items-center gap-2">
        <Link
          to={paths.menu}
          aria-label="Retour au menu"
          className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-accent"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        <h1 className="text-2xl font-bold">Modération</h1>
      </div>

      {session.status === 'loading' ? (
        <LoadingStatus layout="section" className="py-10" hideLabel />
      ) : staff ? (
        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
          {/* Five tabs wrap onto two lines on a phone rather than run past its edge. */}
          <TabsList className="h-auto flex-wrap">
            <TabsTrigger value="reports">Signalements</TabsTrigger>
            <TabsTrigger value="pending">À valider</TabsTrigger>
            <TabsTrigger value="requests">Demandes</TabsTrigger>
            {isAdmin(user) && <TabsTrigger value="log">Journal</TabsTrigger>}
            <TabsTrigger value="support">Assistance</TabsTrigger>
          </TabsList>
          <TabsContent value="reports">{queue}</TabsContent>
          <TabsContent value="pending">{pending}</TabsContent>
          <TabsContent value="requests">
            <RequestsInbox showRecipient={isAdmin(user)} />
          </TabsContent>
          {isAdmin(user) && <TabsContent value="log">{log}</TabsContent>}
          <TabsContent value="support">
            <Support signedIn />
          </TabsContent>
        </Tabs>
      ) : (
        <Support signedIn={user !== null} />
      )}
    </section>
  );
}

/** The residents' side: the chat, the contact buttons (prefilled with the last chat message), their requests. */
function Support({ signedIn }: { signedIn: boolean }) {
  const chat = useSupportChat();
  return (
    <div className="flex flex-col gap-6">
      <SupportChat chat={chat} />
      <ContactOptions prefill={chat.lastUserMessage} signedIn={signedIn} />
      {signedIn && <MyRequests />}
    </div>
  );
}
