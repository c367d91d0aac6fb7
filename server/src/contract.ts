/**
 * The contract's generated types (openapi/src/schema.d.ts, `pnpm gen` from openapi.yaml) as the server
 * uses them: every request and response type of a route comes from here, never from a hand-written
 * interface. The one place the server imports the generated file, as `@sid/openapi/schema` (a
 * types-only export: nothing of it runs, so the built server never resolves it).
 *
 * `Routes` is the handler map: one handler per operationId, typed by its operation, so a missing or
 * renamed handler, a wrong body or a wrong answer fails `pnpm typecheck`.
 */
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { components, operations } from '@sid/openapi/schema';

export type Schemas = components['schemas'];
export type OperationId = keyof operations;
/** Every error code the server may answer: the contract's `ErrorCode` enum (an undeclared one fails typecheck). */
export type ErrorCode = Schemas['ErrorCode'];

type Op<K extends OperationId> = operations[K];
type Or<T, Fallback> = [T] extends [never] ? Fallback : T;
type ContentOf<B> = B extends { content: infer C } ? C[keyof C] : never;
type JsonOf<R> = R extends { content: { 'application/json': infer T } } ? T : unknown;
type Responses<K extends OperationId> = Op<K>['responses'];
type SuccessStatus<K extends OperationId> = Extract<keyof Responses<K>, 200 | 201 | 202>;

/** Path parameters of an operation. */
export type ParamsOf<K extends OperationId> = Or<NonNullable<Op<K>['parameters']['path']>, Record<string, never>>;
/** Query parameters of an operation (Fastify always hands an object, defaults of the contract filled in). */
export type QueryOf<K extends OperationId> = Or<NonNullable<Op<K>['parameters']['query']>, Record<string, never>>;
/** The request body (JSON, or a multipart form's text fields); undefined where the body is optional or absent. */
export type BodyOf<K extends OperationId> = undefined extends Op<K>['requestBody']
  ? ContentOf<NonNullable<Op<K>['requestBody']>> | undefined
  : ContentOf<Op<K>['requestBody']>;
/** The success answers by status (200 and/or 201); non-JSON answers (CSV, images) are `unknown`. */
export type ReplyOf<K extends OperationId> = { [S in SuccessStatus<K>]: JsonOf<Responses<K>[S]> };
/**
 * What a handler returns: the 200 answer, or for an operation that creates, the 201 answer after
 * `reply.code(201)` (202 for work that goes on after the answer, an import). Returned, not sent: Fastify sends it after the handler's transaction committed
 * (plugins/scope.ts), so a client that reads right after a 201 sees what it created.
 */
export type AnswerOf<K extends OperationId> = 200 extends keyof Responses<K>
  ? JsonOf<Responses<K>[200]>
  : 201 extends keyof Responses<K>
    ? JsonOf<Responses<K>[201]>
    : 202 extends keyof Responses<K>
      ? JsonOf<Responses<K>[202]>
      : never;

export interface RouteOf<K extends OperationId> {
  Params: ParamsOf<K>;
  Querystring: QueryOf<K>;
  Body: BodyOf<K>;
  Reply: ReplyOf<K>;
}

/** A handler of operation K: returns its answer (AnswerOf), or the reply it sent (a CSV or a file). */
export type Handler<K extends OperationId> = (
  request: FastifyRequest<RouteOf<K>>,
  reply: FastifyReply<RouteOf<K>>,
) => Promise<AnswerOf<K> | FastifyReply<RouteOf<K>>>;

/** A handler with route options of its own. */
export interface HandlerWithOptions<K extends OperationId> {
  handler: Handler<K>;
  /** A failed validation reaches the handler as request.validationError (forms with their own messages). */
  attachValidation?: boolean;
  preValidation?: preValidationAsyncHookHandler;
  /** Runs before the handler's request transaction opens (work that must not hold the database: routes/impor.ts). */
  preHandler?: preHandlerAsyncHookHandler;
}

export type Route<K extends OperationId> = Handler<K> | HandlerWithOptions<K>;

/** operationId -> handler, for every operation of openapi.yaml. */
export type Routes = { [K in OperationId]: Route<K> };
