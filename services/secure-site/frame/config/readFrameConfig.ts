/** What the iframe page learns from its own address and from the page that embeds it. */
export interface FrameConfig {
  /** The host app's project id (`projectId` query parameter). */
  projectId: string
  /** The CAIP-2 network the host starts on (`chainId`), if it said. */
  chainId: string | undefined
  /** The host SDK's version (`version`), echoed in READY. */
  version: string
  /** Whether to log ignored messages to the console (`enableLogger=true`). */
  enableLogger: boolean
  /** The origin of the page that embeds the iframe; the only origin messages are taken from and sent to. */
  hostOrigin: string
  /** The secure site's own origin (where `/v1/*` lives). */
  secureSiteOrigin: string
}

/** What {@link readFrameConfig} reads; the browser's values in `main.tsx`, plain values in tests. */
export interface ReadFrameConfigParameters {
  /** `location.href` of the iframe page. */
  href: string
  /** `location.ancestorOrigins` (Chromium, Safari), if the browser has it. */
  ancestorOrigins: ArrayLike<string> | undefined
  /** `document.referrer`: the embedding page's address (or its origin under a strict referrer policy). */
  referrer: string
  /** Whether the page runs inside a frame (`window.parent !== window`). */
  isEmbedded: boolean
}

/** Why the iframe stays inert; `undefined` from {@link readFrameConfig} means it runs. */
export type ReadFrameConfigReturnType = FrameConfig | undefined

function originOf(url: string): string | undefined {
  try {
    const origin = new URL(url).origin
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

/**
 * Reads the iframe's settings from its URL (`projectId`, `chainId`, `version`, `enableLogger`) and finds the
 * host page's origin: `location.ancestorOrigins[0]`, else the referrer's origin. Answers `undefined` when the
 * page is not embedded, the host origin is unknown or there is no project id: the page then does nothing.
 *
 * @example
 * readFrameConfig({
 *   href: 'http://127.0.0.1:8789/frame?projectId=portico-demo&chainId=eip155:31337&version=1',
 *   ancestorOrigins: ['http://localhost:5173'],
 *   referrer: '',
 *   isEmbedded: true,
 * })?.hostOrigin // 'http://localhost:5173'
 */
export function readFrameConfig(parameters: ReadFrameConfigParameters): ReadFrameConfigReturnType {
  if (!parameters.isEmbedded) return undefined
  const url = new URL(parameters.href)
  const ancestor = parameters.ancestorOrigins?.[0]
  const hostOrigin =
    (ancestor !== undefined ? originOf(ancestor) : undefined) ??
    (parameters.referrer ? originOf(parameters.referrer) : undefined)
  const projectId = url.searchParams.get('projectId')?.trim()
  if (hostOrigin === undefined || !projectId) return undefined
  const chainId = url.searchParams.get('chainId')?.trim()
  return {
    projectId,
    chainId: chainId ? chainId : undefined,
    version: url.searchParams.get('version')?.trim() || 'unknown',
    enableLogger: url.searchParams.get('enableLogger') === 'true',
    hostOrigin,
    secureSiteOrigin: url.origin,
  }
}
