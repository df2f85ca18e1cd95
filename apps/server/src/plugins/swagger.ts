import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SESSION_SCHEME } from './session.ts';

/**
 * OpenAPI document built from the routes' zod schemas, served as JSON at /api/docs. Each operation
 * carries its route's `summary`, `operationId` and `security` (see `SIGNED_IN` in session.ts); the
 * session cookie is a security scheme under its real name (`__Secure-` on https), and modules add
 * the schemes of their own keys (Open311's API key).
 */
export async function registerSwagger(app: FastifyInstance): Promise<void> {
  const sessionCookie = (await app.auth.$context).authCookies.sessionToken.name;
  await app.register(swagger, {
    openapi: {
      info: { title: `${app.town.productName} API`, version: '1.0.0', description: `API de ${app.town.productName}` },
      servers: [{ url: app.env.PUBLIC_URL }],
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookie,
            description: 'La session du résident connecté, posée par la connexion (/api/auth/sign-in/email).',
          },
          ...Object.assign({}, ...app.modules.map((m) => m.securitySchemes ?? {})),
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}
