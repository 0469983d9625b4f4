import { z } from 'zod'
import { porticoConfigSchema } from './porticoConfigSchema.ts'

/** A JSON Schema node, as far as the config reference reads it. */
export interface JsonSchemaNode {
  type?: string | string[]
  description?: string
  default?: unknown
  const?: unknown
  pattern?: string
  format?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minItems?: number
  minLength?: number
  properties?: Record<string, JsonSchemaNode>
  required?: string[]
  additionalProperties?: boolean | JsonSchemaNode
  propertyNames?: JsonSchemaNode
  items?: JsonSchemaNode
  oneOf?: JsonSchemaNode[]
  anyOf?: JsonSchemaNode[]
}

/**
 * The JSON Schema of `portico.config.json` for editors (draft-07, which VS Code and JetBrains read), generated
 * from the zod schema the API validates with; refinements zod cannot express (a V3 source's pool or
 * factory + fee, a USD token that must be listed) are checked only when the API loads the file.
 *
 * @example
 * writeFileSync('portico.config.schema.json', JSON.stringify(configJsonSchema(), null, 2))
 */
export function configJsonSchema(): JsonSchemaNode & Record<string, unknown> {
  return {
    ...z.toJSONSchema(porticoConfigSchema, { io: 'input', target: 'draft-07' }),
    title: 'portico.config.json',
  } as JsonSchemaNode & Record<string, unknown>
}
