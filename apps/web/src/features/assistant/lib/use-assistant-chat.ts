import type { AssistantSource } from '@portmarin/shared';
import { useCallback, useRef, useState } from 'react';
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

export const welcomeMessage = (productName: string, townName: string) =>
  `Bonjour ! Je suis l'assistant ${productName} IA de ${townName}. Posez-moi vos questions sur la commune : services de la mairie, événements, commerces, plages, transports, santé… Je réponds à partir des informations de la commune et je cite mes sources.`;

/**
 * The conversation with the local assistant. It lives in the page's state: leaving the page
 * starts a new one (nothing is stored). While an answer is awaited, `waiting` is true.
 */
export function useAssistantChat(welcome: string) {
  const nextId = useRef(1);
  const [messages, setMessages] = useState<AssistantMessage[]>(() => [
    { id: 0, sender: 'assistant', content: welcome, timestamp: new Date(), sources: [] },
  ]);
  const ask = useAskAssistant();
  const { mutate } = ask;

  const add = useCallback((message: Omit<AssistantMessage, 'id' | 'timestamp'>) => {
    const id = nextId.current++;
    setMessages((list) => [...list, { ...message, id, timestamp: new Date() }]);
  }, []);

  /** False for a blank question (nothing is sent). */
  const send = useCallback(
    (text: string): boolean => {
      const question = text.trim();
      if (!question) return false;
      add({ sender: 'user', content: question, sources: [] });
      mutate(
        { question },
        {
          onSuccess: (answer) => add({ sender: 'assistant', content: answer.answer, sources: answer.sources }),
          onError: () =>
            toast.error('Erreur', { description: 'Impossible de générer une réponse. Veuillez réessayer.' }),
        },
      );
      return true;
    },
    [add, mutate],
  );

  return { messages, send, waiting: ask.isPending };
}
