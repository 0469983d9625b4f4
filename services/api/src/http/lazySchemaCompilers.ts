import { createRequire } from 'node:module'
import type { FastifyServerOptions } from 'fastify'

type SchemaControllerOptions = NonNullable<FastifyServerOptions['schemaController']>
type CompilersFactory = Required<NonNullable<SchemaControllerOptions['compilersFactory']>>
type AnyFactory = (...parameters: unknown[]) => unknown

/**
 * The factory that Fastify's compiler package `specifier` makes, loaded on the first call: the packages are
 * Fastify's dependencies, not ours, so they are found from where Fastify is.
 */
function loadedOnFirstCall(specifier: string): AnyFactory {
  let factory: AnyFactory | undefined
  return (...parameters) => {
    if (!factory) {
      const requireFromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'))
      factory = (requireFromFastify(specifier) as () => AnyFactory)()
    }
    return factory(...parameters)
  }
}

/**
 * Fastify's default schema compilers (Ajv, fast-json-stringify), loaded the first time a route needs one
 * instead of when the server is built: our routes validate with zod (`useZodValidation`) and declare no
 * response schemas, so neither package is loaded, and each server starts about 0.2 s of CPU sooner. Fastify
 * counts a given factory as a custom compiler, so it no longer lower-cases the keys of a JSON `headers` schema
 * for it; `useZodValidation` installs a custom compiler anyway.
 *
 * @example
 * const app = Fastify({ schemaController: lazySchemaCompilers })
 */
export const lazySchemaCompilers: SchemaControllerOptions = {
  compilersFactory: {
    buildValidator: loadedOnFirstCall('@fastify/ajv-compiler') as CompilersFactory['buildValidator'],
    buildSerializer: loadedOnFirstCall(
      '@fastify/fast-json-stringify-compiler',
    ) as CompilersFactory['buildSerializer'],
  },
}
