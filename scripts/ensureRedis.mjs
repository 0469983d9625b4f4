// Makes sure the Redis the integration tests use (the §9 cache in Redis) is running, or fails loudly.
// Order: already reachable → start an installed redis-server → install Debian's redis-server and start it.
// Runs after `npm ci`, so the `redis` client is available.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { repoRoot } from './ensureInstalled.mjs'

const DEFAULT_URL = 'redis://127.0.0.1:6379'

/** @param {string} url @returns {Promise<string | undefined>} undefined when PING answered, else why not */
async function tryPing(url) {
  const { createClient } = createRequire(join(repoRoot, 'package.json'))('redis')
  const client = createClient({ url, socket: { connectTimeout: 3_000, reconnectStrategy: false } })
  client.on('error', () => undefined)
  try {
    await client.connect()
    await client.ping()
    return undefined
  } catch (error) {
    return error instanceof Error ? error.message || error.name : String(error)
  } finally {
    client.destroy()
  }
}

/** @param {string} command @param {string[]} args */
function run(command, args) {
  console.log(`[setup] ${command} ${args.join(' ')}`)
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0
}

/** @param {string} name */
const installed = (name) =>
  ['/usr/bin', '/usr/local/bin', '/usr/sbin'].some((dir) => existsSync(join(dir, name)))

function startServer() {
  const args = [
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '--port',
    '6379',
    '--save',
    '',
    '--appendonly',
    'no',
  ]
  return run('redis-server', args)
}

/** Returns the URL tests should use (also set as PORTICO_TEST_REDIS_URL), or throws with what failed. */
export async function ensureRedis() {
  const wanted = process.env.PORTICO_TEST_REDIS_URL ?? DEFAULT_URL
  let problem = await tryPing(wanted)
  if (problem && !process.env.PORTICO_TEST_REDIS_URL) {
    console.log(`[setup] Redis is not answering at 127.0.0.1:6379 (${problem}); starting it`)
    if (!installed('redis-server') && process.getuid?.() === 0) {
      run('apt-get', ['update', '-qq'])
      run('apt-get', ['install', '-y', '-qq', 'redis-server'])
    }
    if (installed('redis-server')) {
      startServer()
      for (let i = 0; i < 20 && problem; i++) {
        await new Promise((resolve) => setTimeout(resolve, 250))
        problem = await tryPing(wanted)
      }
    } else {
      problem += '; redis-server is not installed and could not be installed (needs root for apt-get)'
    }
  }
  if (problem) {
    throw new Error(
      `[setup] The integration tests need Redis, and ${wanted} does not work: ${problem}. ` +
        'Start Redis on 127.0.0.1:6379 (apt-get install redis-server) or set PORTICO_TEST_REDIS_URL.',
    )
  }
  process.env.PORTICO_TEST_REDIS_URL = wanted
  return wanted
}
