/**
 * Response serializers (fast-json-stringify, Fastify's own compiler) kept for the life of the process,
 * by schema text. A server builds one app; a test process builds dozens from the same contract, and
 * compiling every response schema cost ~1 CPU-s an app (issue 34: the API stages' CPU). A serializer is
 * a pure function of its schema, the shared schemas and the options, all in the key.
 */
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type Factory = ReturnType<typeof SerializerSelector>;
type Serializer = (data: unknown) => string;

const serializers = new Map<string, Serializer>();

export const cachedSerializerFactory: Factory = (externalSchemas, options) => {
  const compile = SerializerSelector()(externalSchemas, options);
  const shared = `${JSON.stringify(externalSchemas ?? {})}\n${JSON.stringify(options ?? {})}`;
  return (route) => {
    const key = `${shared}\n${JSON.stringify(route.schema)}`;
    let serialize = serializers.get(key);
    if (!serialize) {
      serialize = compile(route) as Serializer;
      serializers.set(key, serialize);
    }
    return serialize;
  };
};
