import { afterEach, describe, expect, it, vi } from 'vitest'
import { trackEvent } from '../events/trackEvent.ts'
import { createTestContext } from '../testing/createTestContext.ts'
import { SDK_VERSION } from '../version.ts'
import { ANALYTICS_BATCH_SIZE, ANALYTICS_FLUSH_DELAY_MS, startAnalytics } from './startAnalytics.ts'

interface Sent {
  url: string
  method: string
  body: unknown
}

function recordingApi({ enabled = true, status = 202 }: { enabled?: boolean; status?: number } = {}) {
  const sent: Sent[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    if (url.includes('/getAnalyticsConfig')) return Response.json({ isAnalyticsEnabled: enabled })
    sent.push({ url, method: init?.method ?? 'GET', body: JSON.parse(String(init?.body)) })
    return new Response(null, { status })
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent, calls: fetch.mock.calls }
}

let ids = 0
const environment = (warn = vi.fn()) => ({
  url: 'https://app.example/shop?x=1',
  warn,
  randomId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
})

afterEach(() => void vi.useRealTimers())

describe('analytics client (§7)', () => {
  it('sends events to POST /e with projectId, st and sv and the §7 body, batched after a short wait', async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 })
    const api = recordingApi()
    const context = createTestContext({ projectId: 'demo' }, api.fetch)
    context.stores.account.setState({ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })
    const analytics = startAnalytics(context, environment())
    trackEvent(context, { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } })
    trackEvent(context, { type: 'track', event: 'CONNECT_SUCCESS', properties: { method: 'browser' } })
    expect(api.sent).toEqual([])
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_DELAY_MS)
    await analytics.flush()
    expect(api.sent).toHaveLength(2)
    expect(api.sent[0]).toEqual({
      url: `http://127.0.0.1:8787/e?projectId=demo&st=portico&sv=${SDK_VERSION}`,
      method: 'POST',
      body: {
        eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        url: 'https://app.example/shop?x=1',
        domain: 'app.example',
        timestamp: 1_700_000_000_000,
        props: {
          type: 'track',
          event: 'MODAL_OPEN',
          address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
          properties: { connected: false },
        },
      },
    })
    expect((api.sent[1]?.body as { props: { event: string } }).props.event).toBe('CONNECT_SUCCESS')
  })

  it('sends a full batch at once', async () => {
    vi.useFakeTimers()
    const api = recordingApi()
    const context = createTestContext({}, api.fetch)
    const analytics = startAnalytics(context, environment())
    for (let index = 0; index < ANALYTICS_BATCH_SIZE; index++)
      trackEvent(context, { type: 'track', event: 'MODAL_OPEN' })
    await analytics.flush()
    expect(api.sent).toHaveLength(ANALYTICS_BATCH_SIZE)
  })

  it('never sends MODAL_CREATED', async () => {
    const api = recordingApi()
    const context = createTestContext({}, api.fetch)
    const analytics = startAnalytics(context, environment())
    trackEvent(context, { type: 'track', event: 'MODAL_CREATED' })
    await analytics.flush()
    expect(api.calls).toEqual([])
  })

  it('with analytics off sends nothing at all', async () => {
    vi.useFakeTimers()
    const api = recordingApi()
    const context = createTestContext({ features: { analytics: false } }, api.fetch)
    const analytics = startAnalytics(context, environment())
    trackEvent(context, { type: 'track', event: 'CONNECT_SUCCESS' })
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_DELAY_MS * 5)
    await analytics.flush()
    expect(api.calls).toEqual([])
  })

  it('drops events when the project has analytics off', async () => {
    const api = recordingApi({ enabled: false })
    const context = createTestContext({}, api.fetch)
    const analytics = startAnalytics(context, environment())
    trackEvent(context, { type: 'track', event: 'CONNECT_SUCCESS' })
    await analytics.flush()
    expect(api.sent).toEqual([])
  })

  it('a 403 means invalid app configuration: one warning, then nothing more is sent', async () => {
    const api = recordingApi({ status: 403 })
    const warn = vi.fn()
    const context = createTestContext({}, api.fetch)
    const analytics = startAnalytics(context, environment(warn))
    trackEvent(context, { type: 'track', event: 'MODAL_OPEN' })
    trackEvent(context, { type: 'track', event: 'MODAL_CLOSE' })
    await analytics.flush()
    trackEvent(context, { type: 'track', event: 'CONNECT_SUCCESS' })
    await analytics.flush()
    expect(api.sent).toHaveLength(1)
    expect(warn).toHaveBeenCalledOnce()
    expect(warn.mock.calls[0]?.[0]).toContain('invalid app configuration')
  })

  it('a failed send never reaches the app and is not retried', async () => {
    const warn = vi.fn()
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      if (String(input).includes('/getAnalyticsConfig')) return Response.json({ isAnalyticsEnabled: true })
      throw new TypeError('Failed to fetch')
    })
    const context = createTestContext({}, fetch as unknown as typeof globalThis.fetch)
    const analytics = startAnalytics(context, environment(warn))
    trackEvent(context, { type: 'track', event: 'MODAL_OPEN' })
    trackEvent(context, { type: 'track', event: 'MODAL_CLOSE' })
    await expect(analytics.flush()).resolves.toBeUndefined()
    expect(fetch).toHaveBeenCalledTimes(2) // config, then the first event only
    expect(warn).toHaveBeenCalledWith('[portico] analytics: 2 event(s) not sent (Failed to fetch)')
    await analytics.stop()
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})
