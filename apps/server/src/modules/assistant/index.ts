import type { AppModule } from '../../lib/app-module.ts';
import { assistantRoutes } from './assistant.routes.ts';
import { seedAssistant } from './assistant.seed.ts';

/** The town's assistant: answers composed from the town's data, an optional LLM rephrasing. */
export const assistantModule: AppModule = {
  name: 'assistant',
  routes: [{ plugin: assistantRoutes }],
  seed: seedAssistant,
  // Its seed's answers name the services.
  after: ['municipal-services'],
};
