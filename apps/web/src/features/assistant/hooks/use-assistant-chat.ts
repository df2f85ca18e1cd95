import type { AssistantSource } from '@portmarin/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useAskAssistant } from '../api/ask-assistant';

/** A message of the conversation; the assistant's answers carry their sources. */
export type AssistantMessage = {
  id: number;
  sender: 'assistant' | 'user';
  content: string;
  timestamp: Date;
  sources: AssistantSource[];
};

/** Spec 2, section 9 ("AI delay 1000 to 3000 ms"): an answer shows after at least this long. */
export const ANSWER_DELAY_MS = { min: 1000, max: 3000 } as const;

export const welcomeMessage = (productName: string, townName: string) =>
  `Bonjour ! Je suis l'assistant ${productName} IA de ${townName}. Posez-moi vos questions sur la commune : services de la mairie, événements, commerces, plages, transports, santé… Je réponds à partir des informations de la commune et je cite mes sources.`;

/**
 * The conversation with the local assistant. It lives in the page's state: leaving the page
 * starts a new one (nothing is stored). `waiting` is true from the question until its answer
 * shows, which is never before the spec's 1 to 3 s (the server's time counts in them).
 */
export function useAssistantChat(welcome: string) {
  const nextId = useRef(1);
  const [messages, setMessages] = useState<AssistantMessage[]>(() => [
    { id: 0, sender: 'assistant', content: welcome, timestamp: new Date(), sources: [] },
  ]);
  const [waiting, setWaiting] = useState(false);
  const { mutate } = useAskAssistant();
  const timers = useRef<Set<ReturnType<typeof setTimeout>>>(new Set());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const add = useCallback((message: Omit<AssistantMessage, 'id' | 'timestamp'>) => {
    const id = nextId.current++;
    setMessages((list) => [...list, { ...message, id, timestamp: new Date() }]);
  }, []);

  /** False for a blank question, or while an answer is awaited (nothing is sent). */
  const send = useCallback(
    (text: string): boolean => {
      const question = text.trim();
      if (!question || waiting) return false;
      add({ sender: 'user', content: question, sources: [] });
      setWaiting(true);
      const showAt = Date.now() + ANSWER_DELAY_MS.min + Math.random() * (ANSWER_DELAY_MS.max - ANSWER_DELAY_MS.min);
      const later = (show: () => void) => {
        const timer = setTimeout(
          () => {
            timers.current.delete(timer);
            setWaiting(false);
            show();
          },
          Math.max(0, showAt - Date.now()),
        );
        timers.current.add(timer);
      };
      mutate(
        { question },
        {
          onSuccess: (answer) =>
            later(() => add({ sender: 'assistant', content: answer.answer, sources: answer.sources })),
          onError: () =>
            later(() =>
              toast.error('Erreur', { description: 'Impossible de générer une réponse. Veuillez réessayer.' }),
            ),
        },
      );
      return true;
    },
    [add, mutate, waiting],
  );

  return { messages, send, waiting };
}
