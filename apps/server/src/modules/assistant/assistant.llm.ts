import type { TownConfig } from '@portmarin/shared';
import type { Env } from '../../config/env.ts';
import { inventedFacts } from './assistant.facts.ts';

/** An OpenAI-compatible endpoint that rephrases the retrieved answer (ASSISTANT_LLM_*). */
export type LlmConfig = { url: string; model: string; apiKey?: string; timeoutMs: number };

/** Longer than this, a chat answer is not worth the wait. */
export const LLM_TIMEOUT_MS = 15_000;
const MAX_ANSWER = 3000;

/** The LLM of the environment, or null when the URL or the model is unset. */
export function llmConfig(env: Env): LlmConfig | null {
  if (!env.ASSISTANT_LLM_URL || !env.ASSISTANT_LLM_MODEL) return null;
  return {
    url: env.ASSISTANT_LLM_URL.replace(/\/+$/, ''),
    model: env.ASSISTANT_LLM_MODEL,
    ...(env.ASSISTANT_LLM_API_KEY ? { apiKey: env.ASSISTANT_LLM_API_KEY } : {}),
    timeoutMs: LLM_TIMEOUT_MS,
  };
}

function systemPrompt(town: TownConfig): string {
  return [
    `Tu es l'assistant local de ${town.productName}, le réseau social de ${town.townName} (${town.region}).`,
    'Réponds en français, en quelques phrases, uniquement à partir des sources fournies.',
    "N'ajoute aucun numéro de téléphone, adresse, e-mail, horaire, date, prix ou chiffre qui ne figure pas mot pour mot dans les sources.",
    "Si les sources ne répondent pas à la question, dis-le simplement et renvoie vers la mairie telle qu'indiquée dans les sources.",
    'Si les sources mentionnent le 15 pour une urgence médicale, reprends-le.',
  ].join(' ');
}

type ChatCompletion = { choices?: Array<{ message?: { content?: unknown } }> };

/**
 * The LLM's rephrasing of `facts`, or null when it fails, times out, answers nothing usable or
 * states a phone number, e-mail or street address the facts do not hold.
 */
export async function rephrase(
  llm: LlmConfig,
  town: TownConfig,
  question: string,
  facts: string,
  log?: { warn: (obj: object, msg: string) => void },
): Promise<string | null> {
  try {
    const res = await fetch(`${llm.url}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: llm.model,
        temperature: 0.2,
        messages: [
          { role: 'system', content: systemPrompt(town) },
          { role: 'user', content: `Sources :\n${facts}\n\nQuestion : ${question}` },
        ],
      }),
      signal: AbortSignal.timeout(llm.timeoutMs),
    });
    if (!res.ok) throw new Error(`LLM answered ${res.status}`);
    const body = (await res.json()) as ChatCompletion;
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || !content.trim() || content.length > MAX_ANSWER) {
      throw new Error('LLM answer empty or too long');
    }
    const invented = inventedFacts(content, facts);
    if (invented.length > 0) {
      log?.warn({ invented }, 'assistant: LLM answer states facts absent from its sources, retrieval answer used');
      return null;
    }
    return content.trim();
  } catch (error) {
    log?.warn({ err: error }, 'assistant: LLM unavailable, retrieval answer used');
    return null;
  }
}
