import { useEffect, useState } from 'react'

const COPIED_FEEDBACK_MS = 1500

/**
 * Copies text to the clipboard and says so for 1.5 s (`copied`). A refused clipboard (permissions) leaves
 * `copied` false; the text stays on screen to select.
 *
 * @example
 * const { copied, copy } = useCopyFeedback()
 * return <button onClick={() => copy(address)}>{copied ? 'Copied' : 'Copy'}</button>
 */
export function useCopyFeedback(): { copied: boolean; copy: (text: string) => void } {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [copied])
  const copy = (text: string) => {
    navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  }
  return { copied, copy }
}
