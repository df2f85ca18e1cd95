import { TownConfig } from '@portmarin/shared';
import path from 'node:path';
import prettier from 'prettier';
import { z } from 'zod';
import { SERVER_ROOT } from '../lib/server-root.ts';

/** Where the town file's JSON Schema is published (editors check a town file against it through `$schema`). */
export const TOWN_SCHEMA_FILE = path.join(SERVER_ROOT, '../../docs/town-config.schema.json');

/**
 * The JSON Schema of a town file, generated from the zod schema the server checks it with: the
 * file as written (defaults optional), `$schema` allowed. The primaries' contrast is checked at
 * start only (a JSON Schema cannot say it); their descriptions say so.
 */
export function townJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(TownConfig, { io: 'input', target: 'draft-2020-12' }) as Record<string, unknown> & {
    properties: Record<string, unknown>;
  };
  return {
    ...schema,
    title: 'Fichier de la commune (TOWN_CONFIG)',
    properties: { $schema: { type: 'string' }, ...schema.properties },
  };
}

/** The file's text, as written by `npm run town-schema` and compared by its test: formatted as `npm run lint` wants. */
export async function townJsonSchemaText(): Promise<string> {
  const options = await prettier.resolveConfig(TOWN_SCHEMA_FILE);
  return prettier.format(JSON.stringify(townJsonSchema()), { ...options, filepath: TOWN_SCHEMA_FILE });
}
