// @vitest-environment happy-dom
import { AppKitNotCreatedError } from '@portico/common'
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { createAppKit } from '../createAppKit.ts'
import { renderInDom } from '../testing/renderInDom.tsx'
import { useAppKitAccount } from './useAppKitAccount.ts'
import { useAppKitState } from './useAppKitState.ts'
import { useAppKitTheme } from './useAppKitTheme.ts'
import { devnet } from '../testing/networks.ts'

function Probe() {
  const { status, isConnected } = useAppKitAccount()
  const { open, loading } = useAppKitState()
  const { themeMode } = useAppKitTheme()
  return <output>{[status, isConnected, open, loading, themeMode].join(' ')}</output>
}

describe('hooks', () => {
  it('need createAppKit first', async () => {
    await expect(renderInDom(<Probe />)).rejects.toThrow(AppKitNotCreatedError)
  })

  it('follow the stores', async () => {
    const appKit = createAppKit({ projectId: 'demo', networks: [devnet] })
    const { container, unmount } = await renderInDom(<Probe />)
    expect(container.textContent).toBe('disconnected false false false dark')
    await act(async () => {
      appKit.setThemeMode('light')
      appKit.stores.account.setState({ status: 'connecting' })
      appKit.stores.modal.setState({ loading: true })
    })
    expect(container.textContent).toBe('connecting false false true light')
    await unmount()
  })
})
