import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

const time = (date: Date) => date.toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit' });

/**
 * A chat's messages as a polite live region that keeps its newest line in view: the moderation
 * bot's and the local assistant's conversations.
 */
export function ChatLog({
  label,
  className,
  count,
  typing,
  children,
}: {
  label: string;
  className: string;
  /** The number of messages: a new one scrolls the log to its end. */
  count: number;
  /** The typing indicator while an answer is awaited, else nothing. */
  typing: ReactNode;
  children: ReactNode;
}) {
  const end = useRef<HTMLDivElement>(null);
  const typingShown = Boolean(typing);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count, typingShown]);
  return (
    <div
      role="log"
      aria-live="polite"
      aria-label={label}
      className={cn('flex flex-col gap-3 overflow-y-auto px-4 py-4', className)}
    >
      {children}
      {typing}
      <div ref={end} />
    </div>
  );
}

/** One message: the sender said to screen readers, the text, what goes under it, the time. */
export function ChatBubble({
  fromUser,
  content,
  timestamp,
  className,
  children,
}: {
  fromUser: boolean;
  content: string;
  timestamp: Date;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-1', fromUser ? 'items-end self-end' : 'self-start', className)}>
      <span className="sr-only">{fromUser ? 'Vous :' : 'Assistant :'}</span>
      <p
        className={cn(
          'whitespace-pre-line rounded-2xl px-3 py-2 text-sm',
          fromUser ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
        )}
      >
        {content}
      </p>
      {children}
      <time className="text-xs text-muted-foreground" dateTime={timestamp.toISOString()}>
        {time(timestamp)}
      </time>
    </div>
  );
}

/** Three bouncing dots and what they mean, read out or shown beside them. */
export function TypingIndicator({ label, showLabel }: { label: string; showLabel: boolean }) {
  return (
    <p className="self-start rounded-2xl bg-muted px-3 py-2 text-sm text-muted-foreground">
      <span aria-hidden="true" className={cn('inline-flex gap-1 align-middle', showLabel && 'mr-2')}>
        <span className="size-1.5 animate-bounce rounded-full bg-current" />
        <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:150ms]" />
        <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:300ms]" />
      </span>
      <span className={showLabel ? undefined : 'sr-only'}>{label}</span>
    </p>
  );
}
