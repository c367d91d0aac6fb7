import type { RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import type { AppContext } from './context.js';
import type { ApiSpec } from './openapi.js';
import { requireAuth } from './plugins/auth.js';
import { NOT_IMPLEMENTED_MESSAGE } from './lib/errors.js';
import { acceptDeclaredMediaTypes, bodyParsed, requireBody } from './plugins/request-body.js';
import { authHandlers } from './routes/auth/handlers.js';
import { activityHandlers } from './routes/activity/handlers.js';
import { configHandlers } from './routes/config/handlers.js';
import { pendudukHandlers } from './routes/penduduk/handlers.js';
import { kartuKeluargaHandlers } from './routes/kartu-keluarga/handlers.js';
import { kematianHandlers } from './routes/kematian/handlers.js';
import { kelahiranHandlers } from './routes/kelahiran/handlers.js';
import { signatureHandlers } from './routes/signature/handlers.js';
import { filesHandlers } from './routes/files/handlers.js';
import { pendudukKeluarHandlers } from './routes/penduduk-keluar/handlers.js';
import { pendudukMasukHandlers } from './routes/penduduk-masuk/handlers.js';

/** A handler, or a handler with extra route options (hooks) of its own. */
export type Service = RouteHandlerMethod | (Partial<RouteShorthandOptions> & { handler: RouteHandlerMethod });

/** operationId -> handler. Operations of openapi.yaml missing here answer 501 until their issue lands. */
export function buildServices(ctx: AppContext): Record<string, Service> {
  return {
    ...(authHandlers(ctx) as Record<string, Service>),
    ...(activityHandlers(ctx) as Record<string, Service>),
    ...(configHandlers(ctx) as Record<string, Service>),
    ...(pendudukHandlers(ctx) as Record<string, Service>),
    ...(kartuKeluargaHandlers(ctx) as Record<string, Service>),
    ...(kematianHandlers(ctx) as Record<string, Service>),
    ...(pendudukKeluarHandlers(ctx) as Record<string, Service>),
    ...(pendudukMasukHandlers(ctx) as Record<string, Service>),
    ...(filesHandlers(ctx) as Record<string, Service>),
    ...(kelahiranHandlers(ctx) as Record<string, Service>),
    ...(signatureHandlers(ctx) as Record<string, Service>),
  };
}

const notImplemented: RouteHandlerMethod = async (_request, reply) =>
  reply.code(501).send({ success: false, code: 'NOT_IMPLEMENTED', message: NOT_IMPLEMENTED_MESSAGE });

function prepend<T>(first: T, existing: T | T[] | undefined): T[] {
  return existing ? [first, ...(Array.isArray(existing) ? existing : [existing])] : [first];
}

/**
 * The resolver handed to fastify-openapi-glue. Besides the handler it adds the auth check as an
 * onRequest hook (glue's own securityHandlers run in preHandler, after validation: too late), the
 * media-type check before the body is parsed, and the required-body check before validation.
 */
export function createOperationResolver(ctx: AppContext, spec: ApiSpec, services: Record<string, Service>) {
  return (operationId: string) => {
    const op = spec.operations.get(operationId);
    const service = services[operationId] ?? notImplemented;
    const options = typeof service === 'function' ? { handler: service } : { ...service };
    if (op?.protected) options.onRequest = prepend(requireAuth(ctx, op.roles), options.onRequest);
    options.preParsing = prepend(acceptDeclaredMediaTypes(op ?? { mediaTypes: [] }), options.preParsing);
    if (op?.bodyRequired) options.preValidation = prepend(requireBody, options.preValidation);
    options.preValidation = prepend(bodyParsed, options.preValidation);
    return options;
  };
}
