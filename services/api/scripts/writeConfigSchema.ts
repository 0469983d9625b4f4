// `npm run config:schema -w services/api`: writes the editor JSON Schema of portico.config.json and the config
// reference from the zod schema; configSchemaFiles.test.ts fails when the committed files are out of date.
import { writeFile } from 'node:fs/promises'
import { configSchemaFiles } from '../src/config/configSchemaFiles.ts'

for (const { path, text } of await configSchemaFiles()) {
  await writeFile(path, text)
  console.log(`wrote ${path}`)
}
