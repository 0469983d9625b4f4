import { useLayoutEffect, type RefObject } from 'react'

/**
 * §9: the modal's height follows its content over 150 ms when the view changes. The content is measured with
 * a ResizeObserver and the height set through the CSSOM (CSP-safe); CSS animates it (and `max-height` still
 * caps it, the body scrolling beyond). The first measurement applies without animating.
 */
export function useAnimatedHeight(
  modalRef: RefObject<HTMLElement | null>,
  contentRef: RefObject<HTMLElement | null>,
): void {
  useLayoutEffect(() => {
    const modal = modalRef.current
    const content = contentRef.current
    if (!modal || !content || typeof ResizeObserver === 'undefined') return
    const measure = () => {
      const header = modal.firstElementChild as HTMLElement | null
      const body = content.parentElement
      if (!header || !body) return
      const bodyStyle = getComputedStyle(body)
      const modalStyle = getComputedStyle(modal)
      const height =
        header.offsetHeight +
        content.offsetHeight +
        parseFloat(bodyStyle.paddingTop) +
        parseFloat(bodyStyle.paddingBottom) +
        parseFloat(modalStyle.borderTopWidth) +
        parseFloat(modalStyle.borderBottomWidth)
      modal.style.setProperty('height', `${Math.ceil(height)}px`)
    }
    measure()
    // Animate from the next change on: the first height is where the modal opens.
    const frame = requestAnimationFrame(() => modal.setAttribute('data-animate-height', ''))
    const observer = new ResizeObserver(measure)
    observer.observe(content)
    return () => {
      cancelAnimationFrame(frame)
      observer.disconnect()
      modal.removeAttribute('data-animate-height')
      modal.style.removeProperty('height')
    }
  }, [modalRef, contentRef])
}
