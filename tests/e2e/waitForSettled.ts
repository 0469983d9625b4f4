import type { Page } from '@playwright/test'

/**
 * Waits until the modal has stopped moving: no finite CSS animation or transition still running in the page
 * (the 150 ms entry animations; a spinner's endless one never ends, so it does not count), and every eagerly
 * loaded image in the modal has loaded. A state, not a pause.
 *
 * @example
 * await waitForSettled(page)
 * await page.screenshot({ path })
 */
export async function waitForSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ) &&
      [...document.querySelectorAll<HTMLImageElement>('.portico-root img[loading="eager"]')].every(
        (image) => image.complete,
      ),
  )
}
