const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/FxiOS\/(\d+)/, 'Firefox'],
  [/CriOS\/(\d+)/, 'Chrome'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari/, 'Safari'],
]
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

/**
 * A short, human name for a `User-Agent` (browser, major version, system), for the device-approval email and
 * page; 'Unknown browser' when it says nothing we know, never the raw header (it is attacker-written).
 *
 * @example
 * summarizeUserAgent('Mozilla/5.0 (X11; Linux x86_64) … Chrome/156.0.0.0 Safari/537.36') // 'Chrome 156 on Linux'
 */
export function summarizeUserAgent(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown browser'
  const browser = BROWSERS.map(([pattern, name]) => [pattern.exec(userAgent), name] as const).find(([m]) => m)
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1]
  const name = browser ? `${browser[1]} ${browser[0]![1]}` : 'Unknown browser'
  return system ? `${name} on ${system}` : name
}
