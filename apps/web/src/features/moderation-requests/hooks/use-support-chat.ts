import { useCallback, useEffect, useRef, useState } from 'react';
import { BOT_DELAY_MS, botReply, WELCOME_MESSAGE, type BotLink } from '../lib/bot';

/** Spec section 3: a moderation chat message (content, bot or user, timestamp); links for the bot's pointers. */
export type ChatMessage = {
  id: number;
  sender: 'bot' | 'user';
  content: string;
  timestamp: Date;
  links: BotLink[];
};

/**
 * The chat with the moderation bot (spec section 4): the resident's message is added, the typing
 * indicator turns on, the bot's answer comes 1.5 s later and the indicator turns off. Nothing is
 * stored: the chat lives in the page; requests to the team are the contact buttons.
 */
export function useSupportChat() {
  const nextId = useRef(1);
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    { id: 0, sender: 'bot', content: WELCOME_MESSAGE, timestamp: new Date(), links: [] },
  ]);
  const [typing, setTyping] = useState(false);
  const timers = useRef<Set<ReturnType<typeof setTimeout>>>(new Set());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  /** False for a blank message (spec section 5: chat inputs must be non-blank). */
  const send = useCallback((text: string): boolean => {
    const content = text.trim();
    if (!content) return false;
    const id = nextId.current;
    nextId.current += 2;
    setMessages((list) => [...list, { id, sender: 'user', content, timestamp: new Date(), links: [] }]);
    setTyping(true);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      const reply = botReply(content);
      setMessages((list) => [
        ...list,
        { id: id + 1, sender: 'bot', content: reply.text, timestamp: new Date(), links: reply.links },
      ]);
      if (timers.current.size === 0) setTyping(false);
    }, BOT_DELAY_MS);
    timers.current.add(timer);
    return true;
  }, []);

  const lastUserMessage = [...messages].reverse().find((m) => m.sender === 'user')?.content ?? '';

  return { messages, typing, send, lastUserMessage };
}
