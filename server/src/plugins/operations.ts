import type { FastifyInstance, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import openapiGlue, { type FastifyOpenapiGlueOptions } from 'fastify-openapi-glue';
import type { AppContext } from '../context.js';
import type { OperationId, Routes } from '../contract.js';
import type { ApiSpec } from '../openapi.js';
import { requireAuth } from './auth.js';
import { menulis, tolakTulisHanyaBaca } from './hanya-baca.js';
import { acceptDeclaredMediaTypes, bodyParsed, requireAlasan, requireBody } from './request-body.js';
import { bolehReplika, inCallerScope, requireModulAktif } from './scope.js';

function prepend<T>(first: T, existing: T | T[] | undefined): T[] {
  return existing ? [first, ...(Array.isArray(existing) ? existing : [existing])] : [first];
}

type RouteOptions = Partial<RouteShorthandOptions> & { handler: RouteHandlerMethod };

/**
 * The resolver handed to fastify-openapi-glue: the operation's handler, plus the auth check as an
 * onRequest hook (glue's own securityHandlers run in preHandler, after validation: too late), the
 * media-type check before the body is parsed, and the required-body check before validation. An
 * operation of the document without a handler stops the start (the types already make it impossible
 * for openapi.yaml itself; this covers a document handed to buildApp).
 */
export function createOperationResolver(ctx: AppContext, spec: ApiSpec, routes: Routes) {
  return (operationId: string): RouteOptions => {
    const route = routes[operationId as OperationId] as RouteOptions['handler'] | RouteOptions | undefined;
    if (!route) throw new Error(`openapi.yaml operation ${operationId} has no handler`);
    const op = spec.operations.get(operationId);
    const options: RouteOptions = typeof route === 'function' ? { handler: route } : { ...route };
    if (op?.protected) {
      if (op.modul) options.onRequest = prepend(requireModulAktif(ctx, op.modul), options.onRequest);
      // A read-only village (issue 38): its staff's writes refused, after who they are is known.
      if (menulis(op.method) && !op.bolehHanyaBaca) options.onRequest = prepend(tolakTulisHanyaBaca(), options.onRequest);
      options.onRequest = prepend(requireAuth(ctx, op.roles, operationId), options.onRequest);
      options.handler = inCallerScope(ctx, options.handler, op.csv, bolehReplika(op));
    }
    options.preParsing = prepend(acceptDeclaredMediaTypes(op ?? { mediaTypes: [] }), options.preParsing);
    if (op?.bodyRequired) options.preValidation = prepend(op.bodyIsAlasan ? requireAlasan : requireBody, options.preValidation);
    options.preValidation = prepend(bodyParsed, options.preValidation);
    return options;
  };
}

/** Routes and validation from the contract (fastify-openapi-glue), with the handlers of `routes`. */
export async function registerOperations(app: FastifyInstance, ctx: AppContext, spec: ApiSpec, routes: Routes): Promise<void> {
  await app.register(openapiGlue, {
    specification: spec.document,
    // Glue's typings want full RouteOptions; at run time it merges partial options into its own.
    operationResolver: createOperationResolver(ctx, spec, routes) as unknown as FastifyOpenapiGlueOptions['operationResolver'],
  });
}
