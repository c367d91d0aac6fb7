import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** /api/docs: the contract, rendered by swagger-ui from openapi.yaml itself. Public, like the file. */
export async function registerDocs(app: FastifyInstance, document: Record<string, unknown>): Promise<void> {
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
}
