import { escapeHtml } from '../email/escapeHtml.ts'

/**
 * The dev provider's sign-in page in a provider's mode: a login name (any name; the same name is the same
 * account) and Authorize, or Cancel (the person says no). No script, so it works under any policy.
 *
 * @example
 * devProviderPage({ providerName: 'GitHub', clientId: 'portico-github', action: `/github/dev/approve/${uid}`, canDeny: true })
 */
export function devProviderPage(page: {
  providerName: string
  clientId: string
  action: string
  /** Cancel posts `decision=deny` (OAuth modes). */
  canDeny: boolean
  error?: string
}): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev sign-in: ${escapeHtml(page.providerName)}</title></head><body>
<main><h1>Sign in with ${escapeHtml(page.providerName)}</h1>
<p>Development provider answering as ${escapeHtml(page.providerName)}: any login name works, and the same name is the same account. <strong>${escapeHtml(page.clientId)}</strong> asks to know who you are.</p>
${page.error ? `<p role="alert">${escapeHtml(page.error)}</p>` : ''}
<form id="login-form" method="post" action="${escapeHtml(page.action)}">
<label for="login">Login name</label> <input id="login" name="login" autocomplete="username" required maxlength="64" pattern="[A-Za-z0-9._-]+">
<button id="login-submit" type="submit" name="decision" value="approve">Authorize</button>
${page.canDeny ? '<button id="login-deny" type="submit" name="decision" value="deny" formnovalidate>Cancel</button>' : ''}
</form></main></body></html>`
}
