import { z } from 'zod';

/**
 * `data` as a route whose response schema is `schema` sends it (fastify-type-provider-zod encodes
 * with the schema, then JSON.stringify): for answers read without a request (the first screen's).
 */
export const jsonAnswer = <S extends z.ZodType>(schema: S, data: z.output<S>): string =>
  JSON.stringify(z.encode(schema, data));
