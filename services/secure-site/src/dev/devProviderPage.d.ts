/**
 * The dev provider's sign-in page in a provider's mode: a login name (any name; the same name is the same
 * account) and Authorize, or Cancel (the person says no). No script, so it works under any policy.
 *
 * @example
 * devProviderPage({ providerName: 'GitHub', clientId: 'portico-github', action: `/github/dev/approve/${uid}`, canDeny: true })
 */
export declare function devProviderPage(page: {
  providerName: string
  clientId: string
  action: string
  /** Cancel posts `decision=deny` (OAuth modes). */
  canDeny: boolean
  error?: string
}): string
