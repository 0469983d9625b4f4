import type { JsonSchemaNode } from './configJsonSchema.ts'

/** One row of the reference: a field, its type, whether it is required, its default and what it is for. */
interface ReferenceRow {
  field: string
  type: string
  required: boolean
  default: string
  description: string
}

const ADDRESS_PATTERN = '^0x[0-9a-fA-F]{40}$'

function typeOf(node: JsonSchemaNode): string {
  if (node.const !== undefined) return `\`${JSON.stringify(node.const)}\``
  if (node.pattern === ADDRESS_PATTERN) return 'address'
  if (node.format === 'uri') return 'http(s) URL'
  if (node.type === 'array' && node.items) {
    const item = node.items.oneOf ? 'object' : typeOf(node.items)
    return `${item}[]`
  }
  if (node.type === 'object' && node.propertyNames) return 'object (keyed by CAIP-2 id)'
  if (node.type === 'integer') {
    const low = node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : undefined)
    const high = node.maximum !== undefined && node.maximum < 2 ** 53 - 1 ? node.maximum : undefined
    if (low !== undefined && high !== undefined) return `integer ${low}–${high}`
    if (low !== undefined) return `integer ≥ ${low}`
  }
  if (node.type === 'number' && node.exclusiveMinimum === 0) {
    return node.exclusiveMaximum !== undefined ? `number > 0, < ${node.exclusiveMaximum}` : 'number > 0'
  }
  return Array.isArray(node.type) ? node.type.join(' | ') : (node.type ?? 'any')
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')

function collect(node: JsonSchemaNode, path: string, required: boolean, rows: ReferenceRow[]) {
  if (path !== '') {
    rows.push({
      field: path,
      type: typeOf(node),
      required,
      default: node.default === undefined ? '' : `\`${JSON.stringify(node.default)}\``,
      description: node.description ?? '',
    })
  }
  for (const [name, child] of Object.entries(node.properties ?? {})) {
    collect(child, path === '' ? name : `${path}.${name}`, node.required?.includes(name) ?? false, rows)
  }
  if (node.propertyNames && typeof node.additionalProperties === 'object') {
    collect(node.additionalProperties, `${path}["eip155:<id>"]`, true, rows)
  }
  if (node.items?.oneOf) {
    for (const variant of node.items.oneOf) {
      const kind = JSON.stringify(variant.properties?.type?.const)
      const variantPath = `${path}[] (type ${kind})`
      rows.push({
        field: variantPath,
        type: 'object',
        required: false,
        default: '',
        description: variant.description ?? '',
      })
      for (const [name, child] of Object.entries(variant.properties ?? {})) {
        if (name === 'type') continue
        collect(child, `${variantPath}.${name}`, variant.required?.includes(name) ?? false, rows)
      }
    }
  } else if (node.items?.properties) {
    collect({ ...node.items, description: undefined } as JsonSchemaNode, `${path}[]`, true, [])
  }
}

const preamble = `# portico.config.json reference

<!-- Generated from services/api/src/config/porticoConfigSchema.ts by \`npm run config:schema -w services/api\`; do not edit. -->

The data API (\`services/api\`) serves the chains its configuration file lists. It reads the file named by
\`--config <path>\` on its command line or, without it, by the \`PORTICO_CONFIG\` environment variable (a
relative path starts at the working directory); paths inside the file (token lists) start at the file's own
folder. Without a file the API refuses to start. \`services/devnet/config/portico.config.json\` is a working
example (the local devnet's two chains); ADR 0016 says why the file is JSON.

Start the file with \`"$schema": "<path to>/services/api/portico.config.schema.json"\` and an editor checks it
as you type. The API checks it again when it starts, with the rules a JSON Schema cannot state (a Uniswap V3
price source needs \`pool\` or \`factory\` and \`fee\`; a Uniswap V2 price source's \`usdToken\` must be in the
chain's token list; the token list file must be a valid
[Uniswap token list](https://github.com/Uniswap/token-lists): \`name\`, \`timestamp\`, \`version\`,
\`tokens[{ chainId, address, name, symbol, decimals, logoURI? }]\`). An error names the file, the field and
the fix, for example:

\`\`\`text
portico.config.json: chains["eip155:8453"].rpcUrls[0] must be an http(s) URL, got 'ftp://x'
\`\`\`

Addresses are \`0x\` and 40 hexadecimal digits, in any letter case. The environment still overrides parts of
the file: \`PORTICO_RPC_URLS\` (\`eip155:8453=https://…\`, a chain named twice gets both URLs, in order; a chain
the file does not list is refused), \`PORTICO_NAME_ZONES\`, and every \`PORTICO_ONRAMP_*\` variable named
below. Host, port, public URL and limits stay environment settings (\`PORTICO_API_HOST\`, \`PORTICO_API_PORT\`,
\`PORTICO_API_PUBLIC_URL\`, \`PORTICO_API_TRUSTED_PROXY_HOPS\`, \`PORTICO_API_*\` limits).

Prices: a chain's \`prices\` are read in order and the first source that prices a token wins (a Uniswap V3
pool prices one of its tokens from the other's USD price, so paths of pools reach USD); a token no source
reaches has no price (0 in replies), never an invented one. Swaps: every venue in \`swaps\` is quoted and the
best quote is used. Names: Portico's own zones everywhere, and ENS on chains with \`names.ens\`.

## Fields
`

/**
 * The config reference (docs/config-reference.md) built from the JSON Schema: a table of every field with its
 * type, whether it is required, its default and its description.
 *
 * @example
 * writeFileSync('docs/config-reference.md', configReference(configJsonSchema()))
 */
export function configReference(schema: JsonSchemaNode): string {
  const rows: ReferenceRow[] = []
  collect(schema, '', true, rows)
  const table = [
    '| Field | Type | Required | Default | Description |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| \`${cell(row.field)}\` | ${cell(row.type)} | ${row.required ? 'yes' : ''} | ${cell(row.default)} | ${cell(row.description)} |`,
    ),
  ]
  return `${preamble}\n${table.join('\n')}\n`
}
