import { idParamsSchema } from '@plantwise/domain';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifySchema,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Access } from '../auth/access';
import type { AppContext } from '../context';
import { sendCsvDownload } from './downloads';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * A route's declaration in one object: who may call it, the tables its answer reads (for conditional
 * GET and shared answers) and its schema, so each route reads as its access, its contract and one call.
 */
export type RouteSpec = FastifySchema & {
  /**
   * The OpenAPI operation's name for generated clients: unique, camelCase, a verb and its object
   * (`completeWorkOrder`). Renaming one breaks callers' generated code, so treat it as part of the contract.
   */
  operationId: string;
  /** One line in plain words, shown beside the operation in API docs. */
  summary: string;
  access: Access;
  reads?: readonly string[];
  sameForEveryone?: boolean;
  /** Overrides the module's OpenAPI tags for this route. */
  tags?: string[];
  /** Overrides the module's 401 message for this route. */
  signInMessage?: string;
  /** Anything else a plugin reads from the route's config (rate limits, body limits). */
  config?: FastifyContextConfig;
};

/** A url whose one parameter is `:id` takes the domain's uuid params unless the spec names its own. */
type WithIdParams<U extends string, S> = S extends { params: unknown }
  ? S
  : U extends `${string}:${string}:${string}`
    ? S
    : U extends `${string}/:id` | `${string}/:id/${string}`
      ? S & { params: typeof idParamsSchema }
      : S;

type Handler<S> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S extends FastifySchema ? S : never,
  ZodTypeProvider
>;

type Request<S> = Parameters<Handler<S>>[0];

type Declare = <U extends string, S extends RouteSpec>(
  url: U,
  spec: S,
  handler: Handler<WithIdParams<U, S>>,
) => void;

/** The module's route declarer: the five methods, and the conventions every module shares. */
export interface Routes {
  get: Declare;
  post: Declare;
  put: Declare;
  patch: Declare;
  delete: Declare;
  /** A POST that creates: answers 201 with what the action returns, described by `created`. */
  create: <U extends string, S extends RouteSpec & { created: FastifySchema['body'] }>(
    url: U,
    spec: S,
    action: (request: Request<WithIdParams<U, S>>) => Promise<unknown>,
  ) => void;
  /** A GET of a CSV export, sent as a download (see `sendCsvDownload`). */
  csv: <U extends string, S extends RouteSpec>(
    url: U,
    spec: S,
    action: (request: Request<WithIdParams<U, S>>) => Promise<{ filename: string; csv: string }>,
  ) => void;
}

/**
 * A module's routes as one plugin: its OpenAPI tags and its 401 message are given once, and `declare`
 * lists each route with its access, the tables it reads, its schema and one call to an action.
 */
export function moduleRoutes(
  module: { tags: string[]; signInMessage?: string },
  declare: (route: Routes, ctx: AppContext, app: ZodApp) => void,
): FastifyPluginAsyncZod<{ ctx: AppContext }> {
  return async (app, { ctx }) => {
    const add = (method: HTTPMethods, url: string, spec: RouteSpec, handler: RouteHandlerMethod) => {
      const { access, reads, sameForEveryone, tags, signInMessage, config, ...contract } = spec;
      const params = contract.params ?? (url.match(/:\w+/g)?.join() === ':id' ? idParamsSchema : undefined);
      const schema: FastifySchema = { tags: tags ?? module.tags, ...(params ? { params } : {}), ...contract };
      const message = signInMessage ?? module.signInMessage;
      app.route({
        method,
        url,
        config: {
          ...config,
          access,
          ...(reads ? { reads } : {}),
          ...(sameForEveryone ? { sameForEveryone } : {}),
          ...(message ? { signInMessage: message } : {}),
        },
        schema,
        handler,
      });
    };
    const method =
      (name: HTTPMethods): Declare =>
      (url, spec, handler) =>
        add(name, url, spec, handler as RouteHandlerMethod);
    declare(
      {
        get: method('GET'),
        post: method('POST'),
        put: method('PUT'),
        patch: method('PATCH'),
        delete: method('DELETE'),
        create: (url, { created, ...spec }, action) =>
          add('POST', url, { ...spec, response: { 201: created } }, async (request, reply: FastifyReply) =>
            reply.code(201).send(await action(request as never)),
          ),
        csv: (url, spec, action) =>
          add('GET', url, spec, async (request, reply: FastifyReply) =>
            sendCsvDownload(reply, await action(request as never)),
          ),
      },
      ctx,
      app,
    );
  };
}
