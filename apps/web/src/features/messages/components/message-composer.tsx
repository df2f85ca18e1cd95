import { SendHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { MESSAGE_MAX_LENGTH } from '@portmarin/shared/constants';
import { isBlank } from '@portmarin/shared/text';

/** 'Tapez votre message...', sent by Enter or the button; blank text (whitespace, invisible characters) is ignored (spec). */
export function MessageComposer({ onSend }: { onSend: (content: string) => void }) {
  const [text, setText] = useState('');
  const inputId = useId();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const content = text.trim();
    if (isBlank(content)) return;
    onSend(content);
    setText('');
  }

  return (
    <form onSubmit={onSubmit} className="flex items-center gap-2 border-t border-border bg-card px-3 py-2">
      <label htmlFor={inputId} className="sr-only">
        Message
      </label>
      <Input
        id={inputId}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Tapez votre message..."
        maxLength={MESSAGE_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="send"
        className="rounded-full"
      />
      <Button type="submit" size="icon" aria-label="Envoyer" className="shrink-0 rounded-full">
        <SendHorizontal aria-hidden="true" />
      </Button>
    </form>
  );
}
