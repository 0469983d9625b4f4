// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ButtonElementTag } from './buttonRenderer.tsx'
import { defineButtonElement } from './defineButtonElement.ts'

// The shell is tested against a recording renderer; the real one (React) is covered by createAppKit.test.tsx.
const renderer = vi.hoisted(() => ({
  load: vi.fn(),
  mounts: [] as {
    shadow: ShadowRoot
    tag: string
    replacing: Element | undefined
    renders: unknown[]
    unmounted: boolean
  }[],
}))
vi.mock('./loadButtonRenderer.ts', () => ({ loadButtonRenderer: renderer.load }))

function recordingRenderer() {
  return {
    mountButton: (shadow: ShadowRoot, tag: string, replacing?: Element) => {
      const mount = { shadow, tag, replacing, renders: [] as unknown[], unmounted: false }
      renderer.mounts.push(mount)
      return {
        render: (props: unknown) => mount.renders.push(props),
        unmount: () => {
          mount.unmounted = true
        },
      }
    },
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const tag: ButtonElementTag = 'appkit-button'
const readLabel = (element: Element) => ({ label: element.getAttribute('label') ?? undefined })
defineButtonElement(tag, ['label', 'loadingLabel'], (element) => ({
  label: element.getAttribute('label') ?? undefined,
  loadingLabel: element.getAttribute('loadinglabel') ?? undefined,
}))

afterEach(() => {
  document.body.replaceChildren()
  renderer.mounts.length = 0
  renderer.load.mockReset()
})

describe('defineButtonElement', () => {
  it('loads the renderer only when an element reaches the page, then renders its attributes', async () => {
    renderer.load.mockResolvedValue(recordingRenderer())
    const element = document.createElement(tag)
    element.setAttribute('label', 'Sign in')
    expect(renderer.load).not.toHaveBeenCalled()

    document.body.append(element)
    await flush()
    expect(renderer.mounts).toHaveLength(1)
    expect(renderer.mounts[0]!.shadow).toBe(element.shadowRoot)
    expect(renderer.mounts[0]!.renders).toEqual([{ label: 'Sign in', loadingLabel: undefined }])

    element.setAttribute('loadingLabel', 'Hold on')
    expect(renderer.mounts[0]!.renders.at(-1)).toEqual({ label: 'Sign in', loadingLabel: 'Hold on' })
  })

  it('keeps the button when the element moves and removes it when the element leaves', async () => {
    renderer.load.mockResolvedValue(recordingRenderer())
    const element = document.createElement(tag)
    const other = document.createElement('div')
    document.body.append(element, other)
    await flush()

    other.append(element) // a move: disconnect then connect in one task
    await flush()
    expect(renderer.mounts).toHaveLength(1)
    expect(renderer.mounts[0]!.unmounted).toBe(false)

    element.remove()
    await flush()
    expect(renderer.mounts[0]!.unmounted).toBe(true)
  })

  it('renders nothing for an element that left before the renderer arrived', async () => {
    renderer.load.mockResolvedValue(recordingRenderer())
    const element = document.createElement(tag)
    document.body.append(element)
    element.remove()
    await flush()
    expect(renderer.mounts).toHaveLength(0)
  })

  it('logs a renderer that failed to load and tries again on the next connection', async () => {
    const failure = new Error('chunk missing')
    renderer.load.mockRejectedValueOnce(failure).mockResolvedValue(recordingRenderer())
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const element = document.createElement(tag)
    document.body.append(element)
    await flush()
    expect(consoleError).toHaveBeenCalledWith('[portico] <appkit-button> could not be loaded', failure)
    consoleError.mockRestore()

    element.remove()
    document.body.append(element)
    await flush()
    expect(renderer.mounts).toHaveLength(1)
  })

  it('draws the first frame without the renderer, asks for the renderer after that frame, and hands it what it drew to replace', async () => {
    const firstFrameTag = 'first-frame-button' as ButtonElementTag
    defineButtonElement(firstFrameTag, ['label'], readLabel, (shadow, props) => {
      const drawn = document.createElement('button')
      drawn.textContent = (props as { label?: string }).label ?? 'Connect'
      shadow.append(drawn)
      return drawn
    })
    let arrive: (value: ReturnType<typeof recordingRenderer>) => void = () => undefined
    renderer.load.mockReturnValue(new Promise((resolve) => (arrive = resolve)))
    const element = document.createElement(firstFrameTag)
    element.setAttribute('label', 'Sign in')
    document.body.append(element)
    // Drawn in the same task the element reached the page, before the renderer arrived.
    const drawn = element.shadowRoot?.querySelector('button')
    expect(drawn?.textContent).toBe('Sign in')
    // The renderer is not needed for that frame: its import starts after it (afterNextFrame).
    expect(renderer.load).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(renderer.load).toHaveBeenCalledTimes(1))

    arrive(recordingRenderer())
    await flush()
    expect(renderer.mounts[0]!.replacing).toBe(drawn)
  })
})
