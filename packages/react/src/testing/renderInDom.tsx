// Renders React trees into happy-dom for the React package's tests, flushing effects with act().
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

export interface Rendered {
  container: HTMLElement
  rerender(node: ReactNode): Promise<void>
  unmount(): Promise<void>
}

export async function renderInDom(node: ReactNode): Promise<Rendered> {
  const container = document.createElement('div')
  document.body.append(container)
  const root: Root = createRoot(container)
  await act(async () => root.render(node))
  return {
    container,
    rerender: (next) => act(async () => root.render(next)),
    unmount: async () => {
      await act(async () => root.unmount())
      container.remove()
    },
  }
}

export async function press(key: string, init: KeyboardEventInit = {}): Promise<void> {
  const target = document.activeElement ?? document.body
  await act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }))
  })
}

export async function click(element: Element | null | undefined): Promise<void> {
  if (!(element instanceof HTMLElement)) throw new Error('nothing to click')
  await act(async () => element.click())
}

/**
 * Waits until `find` returns something, flushing React work in between; gives up after `timeoutMs` (a bound for
 * a state that never comes: a loaded 2-core machine took over 2 s to transform a lazily loaded chunk).
 */
export async function waitFor<T>(find: () => T | null | undefined | false, timeoutMs = 10_000): Promise<T> {
  const started = Date.now()
  for (;;) {
    const found = find()
    if (found) return found
    if (Date.now() - started > timeoutMs) throw new Error('waitFor timed out')
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)))
  }
}
