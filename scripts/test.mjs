// `npm test`: install what is missing, run every check and test runner, and end with one line
// `N passed, N failed` (totals over every runner). Exits non-zero when anything failed.
import { spawn, spawnSync } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { setPriority } from 'node:os'
import { join } from 'node:path'
import { ensureChromium, ensureNodeModules, repoRoot } from './ensureInstalled.mjs'
import { ensurePostgres } from './ensurePostgres.mjs'
import { ensureRedis } from './ensureRedis.mjs'

const reportDir = join(repoRoot, 'node_modules', '.cache', 'portico-test')
/** @param {string} name */
const bin = (name) => join(repoRoot, 'node_modules', '.bin', name)
const totals = { passed: 0, failed: 0 }
/** @type {string[]} */
const failures = []
/** Wall time of each phase, printed as it ends and again at the end. @type {[name: string, seconds: number][]} */
const phaseTimes = []

/**
 * CPU seconds used so far by this process's children that have ended (Linux: /proc/self/stat's cutime + cstime,
 * which include their own ended children), or undefined where /proc is absent. On 2 cores a phase's wall time
 * is at least half its CPU time, so the two together say whether a phase waits or computes.
 */
function childrenCpuSeconds() {
  try {
    // Fields after the command name, which is in parentheses and may hold spaces; cutime and cstime are fields
    // 16 and 17 of the whole line, in clock ticks (100 per second on Linux).
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? []
    const ticks = Number(fields[13]) + Number(fields[14])
    return Number.isFinite(ticks) ? ticks / 100 : undefined
  } catch {
    return undefined
  }
}

/** @param {string} name @param {number} startedAt performance.now() when the phase began @param {number | undefined} [cpuAtStart] childrenCpuSeconds() then */
function timed(name, startedAt, cpuAtStart) {
  const seconds = (performance.now() - startedAt) / 1000
  phaseTimes.push([name, seconds])
  const cpuNow = childrenCpuSeconds()
  const cpu =
    cpuAtStart === undefined || cpuNow === undefined ? '' : `, ${(cpuNow - cpuAtStart).toFixed(1)} s of CPU`
  console.log(`[test] ${name} took ${seconds.toFixed(1)} s${cpu}`)
}

/** @param {string} name @param {number} passed @param {number} failed */
function record(name, passed, failed) {
  totals.passed += passed
  totals.failed += failed
  if (failed > 0) failures.push(`${name}: ${failed} failed`)
  console.log(`\n[test] ${name}: ${passed} passed, ${failed} failed\n`)
}

/** @param {string} name @param {string} command @param {string[]} args @param {Record<string, string>} [env] */
function step(name, command, args, env = {}) {
  console.log(`\n[test] ${name}: ${[command, ...args].join(' ')}`)
  const startedAt = performance.now()
  const cpuAtStart = childrenCpuSeconds()
  const result = spawnSync(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  timed(name, startedAt, cpuAtStart)
  if (result.error) console.error(`[test] ${name} could not start: ${result.error.message}`)
  return result.status ?? 1
}

/** A check that either passes or fails as a whole (typecheck, lint, format).
 * @param {string} name @param {string} command @param {string[]} args */
function check(name, command, args) {
  const status = step(name, command, args)
  record(name, status === 0 ? 1 : 0, status === 0 ? 0 : 1)
}

/**
 * Checks that pass or fail as a whole, run at the same time (they only read the tree); each one's output is
 * printed in full once it ends, so outputs do not interleave.
 * @param {[name: string, command: string, args: string[]][]} checks
 */
async function checksAtOnce(checks) {
  const ended = checks.map(
    ([name, command, args]) =>
      new Promise((resolve) => {
        console.log(`\n[test] ${name}: ${[command, ...args].join(' ')} (started beside the others)`)
        const startedAt = performance.now()
        const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] })
        /** @type {Buffer[]} */
        const output = []
        child.stdout.on('data', (chunk) => output.push(chunk))
        child.stderr.on('data', (chunk) => output.push(chunk))
        child.on('error', (error) => {
          output.push(Buffer.from(`[test] ${name} could not start: ${error.message}\n`))
          resolve({ name, status: 1, output })
        })
        child.on('close', (status) => {
          timed(name, startedAt)
          resolve({ name, status: status ?? 1, output })
        })
      }),
  )
  for (const { name, status, output } of /** @type {{ name: string, status: number, output: Buffer[] }[]} */ (
    await Promise.all(ended)
  )) {
    process.stdout.write(Buffer.concat(output))
    record(name, status === 0 ? 1 : 0, status === 0 ? 0 : 1)
  }
}

/** @param {string} path @returns {any} */
function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return undefined
  }
}

/** Packages whose line coverage must reach {@link minimumLineCoverage} percent (issue 3). */
const coveredPackages = ['packages/common/src/', 'packages/core/src/']
const minimumLineCoverage = 90

/** Prints line coverage per package from istanbul's per-file JSON and records whether each reaches the minimum.
 * @param {string} coverageDir */
function coverage(coverageDir) {
  const files = readJson(join(coverageDir, 'coverage-final.json'))
  if (!files) return record('coverage (no report)', 0, 1)
  for (const prefix of coveredPackages) {
    let covered = 0
    let total = 0
    for (const [file, data] of Object.entries(files)) {
      if (!file.startsWith(join(repoRoot, prefix))) continue
      // Line coverage as istanbul counts it: a line is covered when a statement starting on it ran.
      /** @type {Map<number, boolean>} */
      const lines = new Map()
      for (const [id, location] of Object.entries(data.statementMap)) {
        const line = location.start.line
        lines.set(line, (lines.get(line) ?? false) || data.s[id] > 0)
      }
      total += lines.size
      covered += [...lines.values()].filter(Boolean).length
    }
    const percent = total === 0 ? 0 : (covered / total) * 100
    const ok = percent >= minimumLineCoverage
    console.log(
      `[test] line coverage of ${prefix}: ${percent.toFixed(2)} % (${covered}/${total} lines, minimum ${minimumLineCoverage} %)`,
    )
    record(`coverage ${prefix}`, ok ? 1 : 0, ok ? 0 : 1)
  }
}

/** Prints the ten test files that took longest (from vitest's JSON report), so a slow run says where it went.
 * @param {{ testResults?: { name?: string, startTime?: number, endTime?: number }[] }} report */
function printSlowestFiles(report) {
  const files = (report.testResults ?? [])
    .filter(({ startTime, endTime }) => typeof startTime === 'number' && typeof endTime === 'number')
    .map(({ name = '?', startTime = 0, endTime = 0 }) => ({
      name: name.replace(`${repoRoot}/`, ''),
      seconds: (endTime - startTime) / 1000,
    }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 10)
  if (files.length === 0) return
  console.log(
    `[test] slowest vitest files (time in their tests and hooks): ${files.map(({ name, seconds }) => `${name} ${seconds.toFixed(1)} s`).join(', ')}`,
  )
}

function vitest() {
  const output = join(reportDir, 'vitest.json')
  const coverageDir = join(reportDir, 'coverage')
  rmSync(output, { force: true })
  rmSync(coverageDir, { recursive: true, force: true })
  const status = step('vitest', bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
    '--coverage.enabled',
    `--coverage.reportsDirectory=${coverageDir}`,
  ])
  const report = readJson(output)
  if (!report) return record('vitest (no report: the runner crashed)', 0, 1)
  printSlowestFiles(report)
  const failed = report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0)
  record('vitest', report.numPassedTests, failed)
  coverage(coverageDir)
}

/** @param {string} [name] @param {string} [config] */
function playwright(name = 'playwright', config = 'tests/e2e/playwright.config.ts') {
  const output = join(reportDir, `${name.replaceAll(/\W+/g, '-')}.json`)
  rmSync(output, { force: true })
  const status = step(name, bin('playwright'), ['test', '-c', config, '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
  })
  const report = readJson(output)
  if (!report?.stats) return record(`${name} (no report: the runner crashed)`, 0, 1)
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats
  const errors = Array.isArray(report.errors) ? report.errors.length : 0
  const failed = unexpected + errors + (status !== 0 && unexpected + errors === 0 ? 1 : 0)
  record(name, expected + flaky, failed)
}

/**
 * Consumer apps (issue 15 items 5 and 6), first half: pack the packages, then install them into four apps outside
 * the repository and build those for production (tests/consumers/prepareConsumers.ts prints each phase's time
 * and each package's packed size). The installs and builds run in the background while vitest runs; this
 * resolves once the tarballs are packed, because `npm pack` rewrites each package.json for a moment (prepack)
 * and nothing else may read them then.
 */
async function startConsumerPreparation() {
  const started = performance.now()
  const log = join(reportDir, 'consumers-prepare.log')
  const fd = openSync(log, 'w')
  console.log(
    '\n[test] consumer apps: pack, install, build (in the background; its output follows vitest and playwright)',
  )
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/consumers/prepareConsumers.ts', '--skip-build'],
    { cwd: repoRoot, stdio: ['ignore', fd, fd] },
  )
  closeSync(fd)
  // Below vitest and Playwright on the CPU (what it starts from now on inherits this): they are the run's critical
  // path, and the apps' installs and builds (about 240 s of CPU on 2 cores) fit in the time those wait on
  // processes, browsers and chains.
  if (child.pid !== undefined) {
    try {
      setPriority(child.pid, 10)
    } catch (error) {
      console.log(
        `[test] could not lower the consumer apps' priority: ${error instanceof Error ? error.message : error}`,
      )
    }
  }
  /** @type {Promise<number>} */
  const ended = new Promise((resolve) => {
    child.on('error', () => resolve(1))
    child.on('close', (status) => resolve(status ?? 1))
  })
  let running = true
  void ended.then(() => (running = false))
  while (running && !readFileSync(log, 'utf8').includes('[consumers] packed:')) await sleep(200)
  return { started, log, ended }
}

/**
 * Consumer apps, second half: once prepared, weigh the Vite apps' builds with size-limit and drive every app in
 * Chromium.
 * @param {{ started: number, log: string, ended: Promise<number> } | undefined} preparation
 */
async function finishConsumers(preparation) {
  if (!preparation) return record('consumer apps (the packages did not build)', 0, 1)
  const prepared = (await preparation.ended) === 0
  console.log(`\n[test] consumer apps: pack, install, build (output of the background run)`)
  process.stdout.write(readFileSync(preparation.log))
  record('consumer apps: pack, install, build', prepared ? 1 : 0, prepared ? 0 : 1)
  if (prepared) {
    check('size-limit', bin('size-limit'), [])
    playwright('playwright consumer apps', 'tests/consumers/playwright.config.ts')
  }
  timed('consumer apps in all', preparation.started)
  // The apps and their node_modules (~1 GB) live outside the repository; keep them only when asked.
  const runRoot = readJson(join(repoRoot, 'node_modules/.cache/portico-consumers/run.json'))?.root
  if (runRoot && !process.env.PORTICO_CONSUMERS_KEEP) {
    rmSync(runRoot, { recursive: true, force: true })
    console.log(`[test] removed ${runRoot} (PORTICO_CONSUMERS_KEEP=1 keeps the consumer apps)`)
  }
}

const runStartedAt = performance.now()
let setupFailed = false
try {
  ensureNodeModules()
  ensureChromium()
  console.log(`[setup] PostgreSQL for the integration tests: ${await ensurePostgres()}`)
  console.log(`[setup] Redis for the integration tests: ${await ensureRedis()}`)
  timed('setup', runStartedAt)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  setupFailed = true
}
if (setupFailed) {
  record('setup', 0, 1)
} else {
  mkdirSync(reportDir, { recursive: true })
  // tsc, eslint and prettier side by side (they only read the tree; prettier is the short one and fills the
  // gaps of the other two on 2 cores).
  await checksAtOnce([
    // TypeScript 7 (the native compiler) type-checks in about a tenth of TypeScript 6's time (ADR 0031); the tools
    // that import TypeScript's JavaScript API (typescript-eslint, the declaration bundler, attw) keep TypeScript 6.
    ['typecheck', process.execPath, [join(repoRoot, 'node_modules/typescript7/bin/tsc'), '-b']],
    ['lint', bin('eslint'), ['.', '--max-warnings=0']],
    ['format', bin('prettier'), ['--check', '.', '--log-level=warn']],
  ])
  // Packages (issue 15): build every published package (`npm run build`), then pack each as `npm publish` would
  // and check the tarball with publint and arethetypeswrong, one result per package.
  const packagesBuilt = step('build packages', process.execPath, ['scripts/packages/buildPackages.mjs']) === 0
  record('build packages', packagesBuilt ? 1 : 0, packagesBuilt ? 0 : 1)
  if (packagesBuilt) {
    // Imported here, not at the top: it needs publint and attw, which ensureNodeModules() installs on a fresh clone.
    const { describeCheck, lintPackedPackages } = await import('./packages/lintPackedPackages.mjs')
    const lintStartedAt = performance.now()
    const packageChecks = await lintPackedPackages(join(reportDir, 'packed'))
    timed('publint+attw', lintStartedAt)
    for (const packageCheck of packageChecks) {
      const ok = packageCheck.problems.length === 0
      console.log(`[test] ${describeCheck(packageCheck)}`)
      record(`publint+attw ${packageCheck.name}`, ok ? 1 : 0, ok ? 0 : 1)
    }
  }
  // Bundle budgets (issues 5 and 15) are weighed on the consumer apps' production builds: see .size-limit.mjs.
  const consumerPreparation = packagesBuilt ? await startConsumerPreparation() : undefined
  vitest()
  playwright()
  await finishConsumers(consumerPreparation)
}
const cpuInAll = childrenCpuSeconds()
console.log(
  `[test] phase times: ${phaseTimes.map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`).join(', ')}; ${((performance.now() - runStartedAt) / 1000).toFixed(1)} s in all${cpuInAll === undefined ? '' : `, ${cpuInAll.toFixed(1)} s of CPU in child processes`}`,
)
if (failures.length > 0) console.log(`[test] failing: ${failures.join('; ')}`)
if (!existsSync(join(repoRoot, 'node_modules'))) totals.failed ||= 1
console.log(`${totals.passed} passed, ${totals.failed} failed`)
process.exit(totals.failed > 0 ? 1 : 0)
