import { Bot, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { QUICK_ACTIONS } from '../lib/bot';
import type { useSupportChat } from '../lib/use-support-chat';

const time = (date: Date) => date.toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit' });

/** The chat with the moderation bot, shown as online (spec, Moderation; states in section 4). */
export function SupportChat({ chat }: { chat: ReturnType<typeof useSupportChat> }) {
  const id = useId();
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [chat.messages.length, chat.typing]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (chat.send(text)) setText('');
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col rounded-xl border border-border bg-card">
      <header className="flex items-center gap-3 border-b border-border px-4 py-3">
        <span className="relative flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Bot aria-hidden="true" className="size-5" />
          <span className="absolute bottom-0 right-0 size-3 rounded-full border-2 border-card bg-green-500" />
        </span>
        <span>
          <h2 id={`${id}-title`} className="font-semibold">
            Assistant de modération
          </h2>
          <span className="text-xs text-green-700 dark:text-green-400">En ligne</span>
        </span>
      </header>

      <div
        role="log"
        aria-live="polite"
        aria-label="Conversation avec l’assistant"
        className="flex max-h-[26rem] min-h-64 flex-col gap-3 overflow-y-auto px-4 py-4"
      >
        {chat.messages.map((message) => (
          <div
            key={message.id}
            className={cn(
              'flex max-w-[85%] flex-col gap-1',
              message.sender === 'user' ? 'self-end items-end' : 'self-start',
            )}
          >
            <span className="sr-only">{message.sender === 'user' ? 'Vous :' : 'Assistant :'}</span>
            <p
              className={cn(
                'whitespace-pre-line rounded-2xl px-3 py-2 text-sm',
                message.sender === 'user' ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
              )}
            >
              {message.content}
            </p>
            {message.links.length > 0 && (
              <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
                {message.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="font-medium text-primary underline underline-offset-4">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <time className="text-xs text-muted-foreground" dateTime={message.timestamp.toISOString()}>
              {time(message.timestamp)}
            </time>
          </div>
        ))}
        {chat.typing && (
          <p className="self-start rounded-2xl bg-muted px-3 py-2 text-sm text-muted-foreground">
            <span aria-hidden="true" className="inline-flex gap-1 align-middle">
              <span className="size-1.5 animate-bounce rounded-full bg-current" />
              <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:150ms]" />
              <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:300ms]" />
            </span>
            <span className="sr-only">L’assistant écrit…</span>
          </p>
        )}
        <div ref={end} />
      </div>

      <div className="flex flex-wrap gap-2 border-t border-border px-4 pt-3">
        {QUICK_ACTIONS.map((action) => (
          <Button
            key={action.text}
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              setText(action.text);
              input.current?.focus();
            }}
          >
            {action.label}
          </Button>
        ))}
      </div>
      <form onSubmit={onSubmit} className="flex items-center gap-2 px-4 py-3">
        <label htmlFor={`${id}-input`} className="sr-only">
          Votre message à l’assistant
        </label>
        <Input
          id={`${id}-input`}
          ref={input}
          value={text}
          maxLength={1000}
          autoComplete="off"
          placeholder="Écrivez votre message…"
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" size="icon" aria-label="Envoyer" disabled={!text.trim()}>
          <Send aria-hidden="true" />
        </Button>
      </form>
    </section>
  );
}
