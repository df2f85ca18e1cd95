import { AlertCircle, Clock } from 'lucide-react';
import { HiddenByModerationBadge } from '@/components/hidden-badge';
import { ReportButton } from '@/features/content-reports';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { DisplayMessage } from '../lib/merge-messages';
import { messageTime } from '../lib/message-time';

/** One message: own ones on the right; a pending one is dimmed, a failed one offers 'Réessayer'. */
export function MessageBubble({
  message,
  own,
  senderName,
  reportSubject,
  onRetry,
}: {
  message: DisplayMessage;
  own: boolean;
  /** Shown above the first of a run of messages from one person in a group. */
  senderName: string | null;
  /** Others' messages can be reported: « le message de Marie Dupont ». */
  reportSubject?: string;
  onRetry: (clientId: string) => void;
}) {
  return (
    <div
      data-testid="message"
      data-own={own || undefined}
      data-status={message.status}
      className={cn('flex flex-col gap-0.5', own ? 'items-end' : 'items-start')}
    >
      {senderName && <p className="px-3 text-xs font-medium text-muted-foreground">{senderName}</p>}
      {/* Alignment and colour say who wrote it; screen readers are told in words. */}
      {own && <span className="sr-only">Vous :</span>}
      <p
        className={cn(
          'max-w-[80%] whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-sm',
          own ? 'rounded-br-md bg-primary text-primary-foreground' : 'rounded-bl-md bg-muted text-foreground',
          message.status === 'sending' && 'opacity-70',
          message.status === 'failed' && 'ring-2 ring-destructive',
        )}
      >
        {message.content}
      </p>
      {message.hiddenByModeration && <HiddenByModerationBadge />}
      {message.status === 'failed' ? (
        <div role="alert" className="flex flex-wrap items-center justify-end gap-2 text-xs text-destructive">
          <AlertCircle aria-hidden="true" className="size-3.5" />
          <span>Échec de l'envoi</span>
          {message.error && <span className="text-muted-foreground">{message.error}</span>}
          <Button
            variant="outline"
            size="sm"
            className="h-7 px-2 text-xs"
            onClick={() => message.clientId && onRetry(message.clientId)}
          >
            Réessayer
          </Button>
        </div>
      ) : (
        <p className="flex items-center gap-1 px-1 text-[0.6875rem] text-muted-foreground">
          {message.status === 'sending' ? (
            <>
              <Clock aria-hidden="true" className="size-3" />
              Envoi…
            </>
          ) : (
            <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
          )}
          {!own && message.id && reportSubject && (
            <ReportButton
              targetType="message"
              targetId={message.id}
              authorId={message.senderId}
              subject={reportSubject}
              className="size-7"
            />
          )}
        </p>
      )}
    </div>
  );
}
