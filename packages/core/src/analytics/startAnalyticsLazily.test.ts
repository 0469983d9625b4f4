import { describe, expect, it } from 'vitest'
import { trackEvent } from '../events/trackEvent.ts'
import { createTestContext } from '../testing/createTestContext.ts'
import { startAnalyticsLazily } from './startAnalyticsLazily.ts'

/** Answers the API as services/api does for analytics, recording each event sent. */
function analyticsApi(sent: string[]) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    if (url.pathname === '/getAnalyticsConfig') return Response.json({ isAnalyticsEnabled: true })
    sent.push((JSON.parse(String(init?.body)) as { props: { event: string } }).props.event)
    return new Response(null, { status: 204 })
  }
}

describe('startAnalyticsLazily (issue 19)', () => {
  it('keeps what was tracked before its chunk arrived and sends it first, in order', async () => {
    const sent: string[] = []
    const context = createTestContext({ features: { analytics: true } }, analyticsApi(sent))
    const analytics = startAnalyticsLazily(context)
    trackEvent(context, { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } })
    trackEvent(context, { type: 'track', event: 'MODAL_CLOSE', properties: { connected: false } })
    await analytics.flush()
    trackEvent(context, { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } })
    await analytics.stop()
    expect(sent).toEqual(['MODAL_OPEN', 'MODAL_CLOSE', 'MODAL_OPEN'])
  })

  it('sends what was tracked when stopped before its chunk arrived', async () => {
    const sent: string[] = []
    const context = createTestContext({ features: { analytics: true } }, analyticsApi(sent))
    const analytics = startAnalyticsLazily(context)
    trackEvent(context, { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } })
    await analytics.stop()
    expect(sent).toEqual(['MODAL_OPEN'])
  })

  it('loads and sends nothing with analytics off', async () => {
    const sent: string[] = []
    const context = createTestContext({ features: { analytics: false } }, analyticsApi(sent))
    const analytics = startAnalyticsLazily(context)
    trackEvent(context, { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } })
    await analytics.stop()
    expect(sent).toEqual([])
  })
})
