import { fileURLToPath } from 'node:url'
import { format } from 'prettier'
import { configJsonSchema } from './configJsonSchema.ts'
import { configReference } from './configReference.ts'

/** The editor JSON Schema of portico.config.json, beside services/api's package.json. */
export const configSchemaPath = fileURLToPath(new URL('../../portico.config.schema.json', import.meta.url))
/** The config reference generated from it. */
export const configReferencePath = fileURLToPath(
  new URL('../../../../docs/config-reference.md', import.meta.url),
)

/**
 * The generated files' paths and contents, formatted as the repository's Prettier settings format them (so
 * `prettier --check` and the up-to-date test agree).
 *
 * @example
 * for (const { path, text } of await configSchemaFiles()) await writeFile(path, text)
 */
export async function configSchemaFiles(): Promise<{ path: string; text: string }[]> {
  const schema = configJsonSchema()
  const options = { printWidth: 110, singleQuote: true, semi: false, trailingComma: 'all' } as const
  return [
    { path: configSchemaPath, text: await format(JSON.stringify(schema), { ...options, parser: 'json' }) },
    {
      path: configReferencePath,
      text: await format(configReference(schema), { ...options, parser: 'markdown' }),
    },
  ]
}
