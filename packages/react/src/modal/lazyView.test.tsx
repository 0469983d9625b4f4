// @vitest-environment happy-dom
import { Suspense, useReducer } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { click, renderInDom, waitFor, type Rendered } from '../testing/renderInDom.tsx'
import { lazyView, type ViewEntry } from './lazyView.ts'
import { ViewLoadBoundary } from './ViewLoadBoundary.tsx'

let rendered: Rendered | undefined
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
  vi.restoreAllMocks()
})

const Screen = () => <p>Send screen</p>
const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: /src/views/Send/SendView.tsx')

// What ModalRoot does: Try again gives the entry a fresh component and re-renders with it.
function View({ entry }: { entry: ViewEntry }) {
  const [, rerender] = useReducer((count: number) => count + 1, 0)
  return (
    <ViewLoadBoundary
      view="Send"
      onRetry={() => {
        entry.reload()
        rerender()
      }}
    >
      <Suspense fallback={<p>Loading</p>}>
        <entry.Component />
      </Suspense>
    </ViewLoadBoundary>
  )
}
const view = (entry: ViewEntry) => <View entry={entry} />

describe('lazyView', () => {
  it('tries a chunk that failed to load once more before showing the screen', async () => {
    const load = vi.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce(Screen)
    const entry = lazyView('view.Send.title', load)
    rendered = await renderInDom(view(entry))
    await waitFor(() => rendered?.container.textContent?.includes('Send screen'))
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps the dialog and offers Try again when the chunk still fails; Try again fetches it anew', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const load = vi
      .fn()
      .mockRejectedValueOnce(chunkError())
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValueOnce(Screen)
    const entry = lazyView('view.Send.title', load)
    rendered = await renderInDom(view(entry))
    const alert = await waitFor(() => rendered?.container.querySelector('[role="alert"]'))
    expect(alert.textContent).toContain(
      'This screen could not be loaded. Check your connection and try again.',
    )
    expect(load).toHaveBeenCalledTimes(2)

    await click(alert.querySelector('button'))
    await waitFor(() => rendered?.container.textContent?.includes('Send screen'))
    expect(load).toHaveBeenCalledTimes(3)
    expect(rendered.container.querySelector('[role="alert"]')).toBeNull()
  })

  it('does not keep a failed preload: the next preload fetches again', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(chunkError())
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValueOnce(Screen)
    const entry = lazyView('view.Send.title', load)
    await expect(entry.preload()).rejects.toThrow('Failed to fetch dynamically imported module')
    await expect(entry.preload()).resolves.toBe(Screen)
    await expect(entry.preload()).resolves.toBe(Screen)
    expect(load).toHaveBeenCalledTimes(3)
  })
})
