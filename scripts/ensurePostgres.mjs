// Makes sure the PostgreSQL the integration tests use is running and accepts us, or fails loudly.
// Order: already reachable → start an installed cluster → install Debian's postgresql and start it.
// Runs after `npm ci`, so the `pg` client is available.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { repoRoot } from './ensureInstalled.mjs'

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/postgres'
// Used when the server wants a password (a fresh Debian install): a role this script creates.
const FALLBACK_URL = 'postgres://portico:portico@127.0.0.1:5432/postgres'

/** @param {string} url @returns {Promise<string | undefined>} undefined when we could log in, else why not */
async function tryLogin(url) {
  const pg = createRequire(join(repoRoot, 'package.json'))('pg')
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 })
  try {
    await client.connect()
    await client.query('SELECT 1')
    return undefined
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** @param {string} command @param {string[]} args */
function run(command, args) {
  console.log(`[setup] ${command} ${args.join(' ')}`)
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0
}

function startClusters() {
  if (!existsSync('/etc/postgresql')) return false
  return readdirSync('/etc/postgresql')
    .map((version) => run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']))
    .some(Boolean)
}

/** Returns the URL tests should use (also set as PORTICO_TEST_POSTGRES_URL), or throws with what failed. */
export async function ensurePostgres() {
  const wanted = process.env.PORTICO_TEST_POSTGRES_URL ?? DEFAULT_URL
  let problem = await tryLogin(wanted)
  if (problem && !process.env.PORTICO_TEST_POSTGRES_URL && /ECONNREFUSED|timeout/i.test(problem)) {
    console.log(`[setup] PostgreSQL is not answering at 127.0.0.1:5432 (${problem}); starting it`)
    const asRoot = process.getuid?.() === 0
    if (!existsSync('/usr/bin/pg_ctlcluster') && asRoot) {
      run('apt-get', ['update', '-qq'])
      run('apt-get', ['install', '-y', '-qq', 'postgresql'])
    }
    startClusters()
    for (let i = 0; i < 30 && problem && /ECONNREFUSED|timeout/i.test(problem); i++) {
      await new Promise((resolve) => setTimeout(resolve, 500))
      problem = await tryLogin(wanted)
    }
  }
  if (problem && !process.env.PORTICO_TEST_POSTGRES_URL && /password|authentication/i.test(problem)) {
    // A server that wants passwords: make our own role through the local socket, as the postgres user.
    const sql =
      "DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'portico') THEN CREATE ROLE portico LOGIN SUPERUSER PASSWORD 'portico'; END IF; END $$"
    run('runuser', ['-u', 'postgres', '--', 'psql', '-q', '-c', sql])
    if (!(await tryLogin(FALLBACK_URL))) {
      process.env.PORTICO_TEST_POSTGRES_URL = FALLBACK_URL
      return FALLBACK_URL
    }
  }
  if (problem) {
    throw new Error(
      `[setup] The integration tests need PostgreSQL, and ${wanted} does not work: ${problem}. ` +
        'Start PostgreSQL on 127.0.0.1:5432 or set PORTICO_TEST_POSTGRES_URL.',
    )
  }
  process.env.PORTICO_TEST_POSTGRES_URL = wanted
  return wanted
}
