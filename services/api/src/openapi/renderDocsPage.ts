const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  )

interface Parameter {
  name: string
  in: string
  required: boolean
  schema: { type?: string; enum?: unknown[]; format?: string }
}

interface BodySchema {
  properties?: Record<string, Parameter['schema']>
  required?: string[]
}

function typeOf(schema: Parameter['schema']): string {
  if (schema.enum) return schema.enum.map(String).join(' | ')
  return [schema.type ?? 'any', schema.format].filter(Boolean).join(', ')
}

/**
 * A self-contained HTML page of the OpenAPI document: each route with its parameters and whether a JSON body is
 * expected. No script, no outside asset; the raw document is linked.
 *
 * @example
 * reply.type('text/html').send(renderDocsPage(document))
 */
export function renderDocsPage(document: {
  info: { title: string; version: string }
  paths: Record<string, Record<string, unknown>>
}): string {
  const sections = Object.entries(document.paths)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => {
        const { parameters = [], requestBody } = operation as {
          parameters?: Parameter[]
          requestBody?: { content: { 'application/json': { schema: BodySchema } } }
        }
        const bodySchema = requestBody?.content['application/json'].schema
        const bodyRows: Parameter[] = Object.entries(bodySchema?.properties ?? {}).map(([name, schema]) => ({
          name,
          in: 'body',
          required: (bodySchema?.required ?? []).includes(name),
          schema,
        }))
        const rows = [...parameters, ...bodyRows]
          .map(
            (parameter) =>
              `<tr><td><code>${escape(parameter.name)}</code></td><td>${parameter.in}</td><td>${parameter.required ? 'yes' : 'no'}</td><td>${escape(typeOf(parameter.schema))}</td></tr>`,
          )
          .join('')
        const table = rows
          ? `<table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Type</th></tr></thead><tbody>${rows}</tbody></table>`
          : '<p>No parameters.</p>'
        return `<section><h2><span class="method">${method.toUpperCase()}</span> <code>${escape(path)}</code></h2>${table}${requestBody ? '<p>Body: JSON with the fields marked "body"; nested shapes are in <a href="/docs/openapi.json">the document</a>.</p>' : ''}</section>`
      }),
    )
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)}</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 960px; padding: 24px; color: #1b1d1d; }
h2 { font-size: 16px; margin: 24px 0 8px; }
.method { display: inline-block; min-width: 56px; font-size: 12px; background: #e8ebff; color: #2a3bbf; border-radius: 6px; padding: 2px 6px; text-align: center; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: start; border-bottom: 1px solid #e4e7e7; padding: 4px 8px; }
</style></head>
<body><main><h1>${escape(document.info.title)} ${escape(document.info.version)}</h1>
<p>OpenAPI 3.1 document: <a href="/docs/openapi.json">/docs/openapi.json</a>. Every call except <code>/health</code>, <code>/docs</code> and the checkout pages needs a <code>projectId</code>.</p>
${sections.join('\n')}</main></body></html>`
}
