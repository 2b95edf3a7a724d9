import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifySchema,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Access } from '../auth/access';

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
  access: Access;
  reads?: readonly string[];
  sameForEveryone?: boolean;
  /** Overrides the module's 401 message for this route. */
  signInMessage?: string;
  /** Anything else a plugin reads from the route's config (rate limits, body limits). */
  config?: FastifyContextConfig;
};

type Handler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

type Declare = <S extends RouteSpec>(url: string, spec: S, handler: Handler<S>) => void;

/**
 * The route declarer of one module: its OpenAPI tags and its 401 message are given once, and each
 * route then declares its access, the tables it reads and its schema beside its handler.
 */
export function moduleRoutes(
  app: ZodApp,
  module: { tags: string[]; signInMessage?: string },
): Record<'get' | 'post' | 'put' | 'patch' | 'delete', Declare> {
  const declare =
    (method: HTTPMethods): Declare =>
    (url, spec, handler) => {
      const { access, reads, sameForEveryone, signInMessage, config, ...contract } = spec;
      const schema: FastifySchema = { tags: module.tags, ...contract };
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
        handler: handler as RouteHandlerMethod,
      });
    };
  return {
    get: declare('GET'),
    post: declare('POST'),
    put: declare('PUT'),
    patch: declare('PATCH'),
    delete: declare('DELETE'),
  };
}
