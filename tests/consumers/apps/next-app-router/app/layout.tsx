import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import ContextProvider from '../context'

export const metadata: Metadata = {
  title: 'Next.js + Portico',
  description: 'Portico in the Next.js App Router with server rendering',
}

export default function RootLayout({ children }: Readonly<{ children: ReactNode }>) {
  return (
    <html lang="en">
      <body>
        <ContextProvider>{children}</ContextProvider>
      </body>
    </html>
  )
}
