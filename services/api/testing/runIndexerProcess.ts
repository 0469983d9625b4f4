// A history indexer in a process of its own, for the lease hand-over test (which kills it mid-run):
// `node --import tsx services/api/testing/runIndexerProcess.ts` with DATABASE_URL, PORTICO_TEST_RPC_URL and the
// PORTICO_INDEXER_* settings in the environment. Prints `holder <name>` once started, then one line per round.
import { createChainClients } from '../src/chains/createChainClients.ts'
import { openPostgres } from '../src/db/openPostgres.ts'
import { startHistoryIndexer } from '../src/indexer/startHistoryIndexer.ts'
import { devnetApiChain } from './devnetApiConfig.ts'

const { DATABASE_URL, PORTICO_TEST_RPC_URL } = process.env
if (!DATABASE_URL || !PORTICO_TEST_RPC_URL) {
  throw new Error(
    'runIndexerProcess needs DATABASE_URL and PORTICO_TEST_RPC_URL (a running devnet chain 31337)',
  )
}
const chain = devnetApiChain(31337, PORTICO_TEST_RPC_URL)
const db = openPostgres(DATABASE_URL)
const indexer = startHistoryIndexer({
  db,
  chains: [chain],
  clients: createChainClients([chain]),
  log: console,
  onRound: (_, round) => console.log(round ? `round ${round.last}/${round.head}` : 'round not held'),
})
console.log(`holder ${indexer.holder}`)
process.on('SIGTERM', () => void indexer.stop().then(() => db.close()))
