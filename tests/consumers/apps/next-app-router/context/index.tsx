'use client'

// As AppKit's Next.js guide sets it up: createAppKit at the top of a client module, which Next.js also
// evaluates while it renders the page on the server.
import type { ReactNode } from 'react'
import { createAppKit } from '@portico/react'
import { appUrl, endpoints, networks, projectId } from '../config'

createAppKit({
  projectId,
  networks,
  endpoints,
  metadata: {
    name: 'Next.js consumer',
    description: 'Portico in the Next.js App Router',
    url: appUrl,
    icons: [],
  },
})

export default function ContextProvider({ children }: { children: ReactNode }) {
  return <>{children}</>
}
