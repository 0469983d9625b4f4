import { delimiter, join } from 'node:path'

/**
 * The environment a consumer app's npm, build and server get: this process's, less what would tie them to
 * this repository — npm's per-script variables (`npm_config_*`, `npm_package_*`, `INIT_CWD`, …), the
 * repository's `node_modules/.bin` on PATH, and NODE_OPTIONS — so they resolve everything from the app's own
 * folder, as on a developer's machine.
 *
 * @example
 * spawn('npm', ['install'], { cwd: appDir, env: consumerEnv(process.env, repoRoot) })
 */
export function consumerEnv(
  env: NodeJS.ProcessEnv,
  repoRoot: string,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  const repoBin = join(repoRoot, 'node_modules', '.bin')
  const clean: NodeJS.ProcessEnv = {}
  for (const [key, value] of Object.entries(env)) {
    if (/^npm_/i.test(key) || key === 'INIT_CWD' || key === 'NODE_OPTIONS' || key === 'NODE_PATH') continue
    clean[key] = value
  }
  if (clean.PATH) {
    clean.PATH = clean.PATH.split(delimiter)
      .filter((entry) => !entry.startsWith(repoRoot) && !entry.includes(`${repoBin}`))
      .join(delimiter)
  }
  return { ...clean, ...extra }
}
