import type { ButtonElementTag, ButtonPropsByTag, MountedButton } from './buttonRenderer.tsx'
import { afterNextFrame } from './afterNextFrame.ts'
import { loadButtonRenderer } from './loadButtonRenderer.ts'
import { prefetchModal } from '../modal/prefetchModal.ts'

/**
 * Registers the custom element `tag`, once: a shell without React that attaches an open shadow root and, when it
 * first reaches the page, loads the buttons' React renderer and renders into the shadow root with the props
 * `readProps` takes from its attributes, again whenever one of `observedAttributes` changes. A page without
 * React (the framework-free entry) so pays for React only once a button is shown. `drawFirstFrame`, when given,
 * draws the button with the DOM alone at once, so it shows before the renderer arrives (issue 19); the renderer
 * replaces what it drew.
 *
 * @example
 * defineButtonElement('appkit-button', ['label', 'size'], readButtonAttributes, drawConnectButton)
 */
export function defineButtonElement<Tag extends ButtonElementTag>(
  tag: Tag,
  observedAttributes: readonly string[],
  readProps: (element: Element) => ButtonPropsByTag[Tag],
  drawFirstFrame?: (shadow: ShadowRoot, props: ButtonPropsByTag[Tag]) => Element | undefined,
): void {
  if (customElements.get(tag)) return
  class ButtonElement extends HTMLElement {
    // HTML lower-cases attribute names, so `charsStart` arrives as `charsstart`.
    static observedAttributes = observedAttributes.map((name) => name.toLowerCase())
    #button: MountedButton<Tag> | undefined
    #loading = false
    // What drawFirstFrame drew, until the renderer replaces it.
    #drawn: Element | undefined

    connectedCallback() {
      // A shadow root keeps the element's content out of the page's own (server-rendered, hydrated) DOM and
      // the page's CSS out of the button.
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open', delegatesFocus: true })
      // A pointer on the button or focus in it is a click on its way: have the modal ready (issue 19).
      this.addEventListener('pointerenter', prefetchModal, { once: true })
      this.addEventListener('focusin', prefetchModal, { once: true })
      if (this.#button) {
        this.#render()
        return
      }
      if (this.#loading) return
      this.#loading = true
      if (this.#drawn?.parentNode !== shadow) this.#drawn = drawFirstFrame?.(shadow, readProps(this))
      // With a drawn button on screen the renderer is not needed for the next frame: load it after that frame,
      // so starting the chunk's import (and the bundler's preload links) does not delay the button's paint.
      const rendererLoaded = this.#drawn
        ? new Promise<Awaited<ReturnType<typeof loadButtonRenderer>>>((resolve, reject) =>
            afterNextFrame(() => loadButtonRenderer().then(resolve, reject)),
          )
        : loadButtonRenderer()
      rendererLoaded.then(
        ({ mountButton }) => {
          this.#loading = false
          if (!this.isConnected || this.#button) return
          this.#button = mountButton(
            shadow,
            tag,
            this.#drawn?.parentNode === shadow ? this.#drawn : undefined,
          )
          this.#drawn = undefined
          this.#render()
        },
        (error: unknown) => {
          this.#loading = false
          console.error(`[portico] <${tag}> could not be loaded`, error)
        },
      )
    }

    attributeChangedCallback() {
      this.#render()
    }

    disconnectedCallback() {
      // Moving the element fires disconnect then connect; only unmount if it is really gone.
      queueMicrotask(() => {
        if (this.isConnected) return
        this.#button?.unmount()
        this.#button = undefined
      })
    }

    #render() {
      this.#button?.render(readProps(this))
    }
  }
  customElements.define(tag, ButtonElement)
}
