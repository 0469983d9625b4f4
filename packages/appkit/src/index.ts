// The framework-free entry (AppKit's `@reown/appkit`) for pages without React. Placeholder re-export while the
// entry that loads React only with the modal is written (issue 15).
export { createAppKit } from '@portico/react'
