import { openDatabase } from '../db/openDatabase.ts'
import { projectUsage, runProjectCommand } from './runProjectCommand.ts'

// `npm run portico -- project create --name demo --origin http://localhost:5173`
const [area, ...rest] = process.argv.slice(2)
if (area !== 'project') {
  console.error(projectUsage)
  process.exit(2)
}
let exitCode = 0
const db = await openDatabase(process.env)
try {
  console.log(await runProjectCommand(db, rest))
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  exitCode = 1
} finally {
  await db.close()
}
process.exit(exitCode)
