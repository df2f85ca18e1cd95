import { ASSISTANT_QUESTION_MAX, ASSISTANT_SUGGESTED_QUESTIONS, type AssistantSourceKind } from '@portmarin/shared';
import { Bot, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useTown } from '@/config/town';
import { cn } from '@/lib/cn';
import { useAssistantChat, welcomeMessage } from '../lib/use-assistant-chat';

const KIND_LABELS: Record<AssistantSourceKind, string> = {
  municipalService: 'Service municipal',
  event: 'Événement',
  business: 'Commerce',
  businessPage: 'Page professionnelle',
  association: 'Association',
  faq: 'Question fréquente',
  weather: 'Météo',
  sea: 'La mer',
  page: 'Page',
};

const time = (date: Date) => date.toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit' });

/** /ask-{slug}-ia: the local assistant's chat (spec 2, "Local AI assistant"). */
export function AssistantPage() {
  const town = useTown();
  const title = `Assistant ${town.productName} IA`;
  const chat = useAssistantChat(welcomeMessage(town.productName, town.townName));
  const id = useId();
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const end = useRef<HTMLDivElement>(null);
  // The chips help to start: once a question is asked, the conversation takes the room.
  const welcomeOnly = chat.messages.length === 1;

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [chat.messages.length, chat.waiting]);

  // The field is disabled while waiting, which drops its focus: it gets it back with the answer.
  useEffect(() => {
    if (!chat.waiting && chat.messages.length > 1) input.current?.focus();
  }, [chat.waiting, chat.messages.length]);

  function submit() {
    if (chat.waiting) return;
    if (chat.send(text)) setText('');
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit();
  }

  // Enter sends; Shift+Enter writes a new line (and Enter while an accent is being composed does not send).
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <header className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Bot aria-hidden="true" className="size-6" />
        </span>
        <span>
          <h1 id={`${id}-title`} className="text-2xl font-bold">
            {title}
          </h1>
          <span className="text-sm text-muted-foreground">
            Les réponses viennent des informations de {town.townName} et citent leurs sources.
          </span>
        </span>
      </header>

      <div className="flex flex-col rounded-xl border border-border bg-card">
        <div
          role="log"
          aria-live="polite"
          aria-label={`Conversation avec l'assistant ${town.productName}`}
          className="flex max-h-[32rem] min-h-72 flex-col gap-3 overflow-y-auto px-4 py-4"
        >
          {chat.messages.map((message) => (
            <div
              key={message.id}
              className={cn(
                'flex max-w-[90%] flex-col gap-1',
                message.sender === 'user' ? 'items-end self-end' : 'self-start',
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
              {message.sources.length > 0 && (
                <ul aria-label="Sources" className="flex flex-wrap gap-1.5">
                  {message.sources.map((source) => (
                    <li key={source.path}>
                      <Link
                        to={source.path}
                        className="inline-flex items-center gap-1 rounded-full border border-border bg-background px-2.5 py-0.5 text-xs font-medium text-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                      >
                        <span className="text-muted-foreground">{KIND_LABELS[source.kind]} :</span>
                        {source.title}
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
          {chat.waiting && (
            <p className="self-start rounded-2xl bg-muted px-3 py-2 text-sm text-muted-foreground">
              <span aria-hidden="true" className="mr-2 inline-flex gap-1 align-middle">
                <span className="size-1.5 animate-bounce rounded-full bg-current" />
                <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:150ms]" />
                <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:300ms]" />
              </span>
              L'assistant écrit…
            </p>
          )}
          <div ref={end} />
        </div>

        {welcomeOnly && (
          <div className="flex flex-col gap-2 border-t border-border px-4 pt-3">
            <p id={`${id}-suggestions`} className="text-xs font-medium text-muted-foreground">
              Questions suggérées
            </p>
            <ul aria-labelledby={`${id}-suggestions`} className="flex flex-wrap gap-2">
              {ASSISTANT_SUGGESTED_QUESTIONS.map((question) => (
                <li key={question}>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    className="h-auto whitespace-normal py-1.5 text-left"
                    onClick={() => {
                      setText(question);
                      input.current?.focus();
                    }}
                  >
                    {question}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}

        <form onSubmit={onSubmit} className="flex items-end gap-2 px-4 py-3">
          <label htmlFor={`${id}-input`} className="sr-only">
            Votre question à l'assistant
          </label>
          <textarea
            id={`${id}-input`}
            ref={input}
            rows={2}
            value={text}
            maxLength={ASSISTANT_QUESTION_MAX}
            disabled={chat.waiting}
            placeholder="Posez votre question sur la commune…"
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            className="min-h-10 w-full resize-none rounded-lg border border-input bg-card px-3 py-2 text-sm text-card-foreground placeholder:text-muted-foreground disabled:opacity-60"
          />
          <Button type="submit" size="icon" aria-label="Envoyer la question" disabled={chat.waiting || !text.trim()}>
            <Send aria-hidden="true" />
          </Button>
        </form>
      </div>
    </section>
  );
}
