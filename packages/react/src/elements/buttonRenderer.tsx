import { lazy, Suspense, type ComponentType } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import {
  AccountButton,
  AppKitButton,
  ConnectButton,
  NetworkButton,
  type AppKitButtonProps,
} from './AppKitButton.tsx'
import { adoptButtonStyles, buttonStyles } from './buttonStyleSheet.ts'
import type { WalletButtonProps } from './WalletButton.tsx'

/** What each button element renders from its attributes. */
export interface ButtonPropsByTag {
  'appkit-button': AppKitButtonProps
  'appkit-connect-button': AppKitButtonProps
  'appkit-account-button': AppKitButtonProps
  'appkit-network-button': AppKitButtonProps
  'appkit-wallet-button': WalletButtonProps
}

/** Tag of a button element. */
export type ButtonElementTag = keyof ButtonPropsByTag

// The wallet button connects wallets itself (core's connect actions, the registry); its code loads only on pages
// that show one.
const WalletButton = lazy(() =>
  import('./WalletButton.tsx').then((module) => ({ default: module.WalletButton })),
)

const components: { [Tag in ButtonElementTag]: ComponentType<ButtonPropsByTag[Tag]> } = {
  'appkit-button': AppKitButton,
  'appkit-connect-button': ConnectButton,
  'appkit-account-button': AccountButton,
  'appkit-network-button': NetworkButton,
  'appkit-wallet-button': WalletButton,
}

/** A button rendered into an element's shadow root. */
export interface MountedButton<Tag extends ButtonElementTag> {
  /** Renders (again) with the element's current attributes. */
  render(props: ButtonPropsByTag[Tag]): void
  /** Removes the button (the element left the page). */
  unmount(): void
}

/**
 * Renders the React button of `tag` into `shadow`, with the button stylesheet adopted (or, where constructed
 * stylesheets are missing, a `<style>` element rendered beside the button). `replacing` is what the element
 * drew without React while this chunk loaded (`drawConnectButton`): React does not clear a shadow root, so the
 * first render is committed at once and `replacing` removed in the same task, before the next frame (focus in it
 * moves to the new button). This module holds the buttons'
 * React code and is loaded on demand by the element shells (`defineButtonElement`), so that defining the
 * elements costs no React on a page without it.
 *
 * @example
 * const button = mountButton(element.attachShadow({ mode: 'open' }), 'appkit-button')
 * button.render({ label: 'Sign in' })
 */
export function mountButton<Tag extends ButtonElementTag>(
  shadow: ShadowRoot,
  tag: Tag,
  replacing?: Element,
): MountedButton<Tag> {
  const inlineStyles = !adoptButtonStyles(shadow)
  const root = createRoot(shadow)
  const Component = components[tag] as ComponentType<ButtonPropsByTag[Tag]>
  let placeholder = replacing
  return {
    render: (props) => {
      const tree = (
        <>
          {inlineStyles ? <style>{buttonStyles}</style> : null}
          <Suspense>
            <Component {...props} />
          </Suspense>
        </>
      )
      if (!placeholder) return root.render(tree)
      const hadFocus = placeholder.contains(shadow.activeElement)
      flushSync(() => root.render(tree))
      placeholder.remove()
      placeholder = undefined
      // Focus moves with the button: a keyboard user who reached it early keeps their place.
      if (hadFocus) shadow.querySelector<HTMLElement>('button')?.focus()
    },
    unmount: () => root.unmount(),
  }
}
