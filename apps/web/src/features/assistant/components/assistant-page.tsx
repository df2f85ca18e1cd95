import { ASSISTANT_QUESTION_MAX, ASSISTANT_SUGGESTED_QUESTIONS, type AssistantSourceKind } from '@portmarin/shared';
import { Bot, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { ChatBubble, ChatLog, TypingIndicator } from '@/components/chat/chat-log';
import { Button } from '@/components/ui/button';
import { useTown } from '@/config/town';
import { useAssistantChat, welcomeMessage } from '../hooks/use-assistant-chat';

const KIND_LABELS: Record<AssistantSourceKind, string> = {
  'municipal-service': 'Service municipal',
  event: 'Événement',
  business: 'Commerce',
  'business-page': 'Page professionnelle',
  association: 'Association',
  faq: 'Question fréquente',
  weather: 'Météo',
  sea: 'La mer',
  page: 'Page',
};

/** /ask-{slug}-ia: the local assistant's chat (spec 2, "Local AI assistant"). */
export function AssistantPage() {
  const town = useTown();
  const title = `Assistant ${town.productName} IA`;
  const chat = useAssistantChat(welcomeMessage(town.productName, town.townName));
  const id = useId();
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  // The chips help to start: once a question is asked, the conversation takes the room.
  const welcomeOnly = chat.messages.length === 1;

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
        <ChatLog
          label={`Conversation avec l'assistant ${town.productName}`}
          className="max-h-[32rem] min-h-72"
          count={chat.messages.length}
          typing={chat.waiting && <TypingIndicator label="L'assistant écrit…" showLabel />}
        >
          {chat.messages.map((message) => (
            <ChatBubble
              key={message.id}
              fromUser={message.sender === 'user'}
              content={message.content}
              timestamp={message.timestamp}
              className="max-w-[90%]"
            >
              {message.sources.length > 0 && (
                <ul aria-label="Sources" className="flex flex-wrap gap-1.5">
                  {message.sources.map((source) => (
                    <li key={source.path}>
                      <Link
                        to={source.path}
                        className="inline-flex items-center gap-1 rounded-full border border-border bg-background px-2.5 py-0.5 text-xs font-medium text-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                      >
                        <span className="text-muted-foreground">{KIND_LABELS[source.kind]} :</span>
                        {source.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </ChatBubble>
          ))}
        </ChatLog>

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
