import { Bot, Send } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ChatBubble, ChatLog, TypingIndicator } from '@/components/chat/chat-log';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { QUICK_ACTIONS } from '../lib/bot';
import type { useSupportChat } from '../hooks/use-support-chat';

/** The chat with the moderation bot, shown as online (spec, Moderation; states in section 4). */
export function SupportChat({ chat }: { chat: ReturnType<typeof useSupportChat> }) {
  const id = useId();
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);

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

      <ChatLog
        label="Conversation avec l’assistant"
        className="max-h-[26rem] min-h-64"
        count={chat.messages.length}
        typing={chat.typing && <TypingIndicator label="L’assistant écrit…" showLabel={false} />}
      >
        {chat.messages.map((message) => (
          <ChatBubble
            key={message.id}
            fromUser={message.sender === 'user'}
            content={message.content}
            timestamp={message.timestamp}
            className="max-w-[85%]"
          >
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
          </ChatBubble>
        ))}
      </ChatLog>

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
