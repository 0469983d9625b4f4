import type { DappMetadata, FrameTheme } from '../protocol/handleAppEvent.ts'

/** What the iframe's screen shows besides the approval queue. */
export interface FrameUiState {
  /** §9: dark unless the host syncs light. */
  themeMode: 'light' | 'dark'
  /** `--w3m-*` variables the host synced. */
  themeVariables: Record<string, string | number>
  dapp: DappMetadata | undefined
}

/** A tiny external store of {@link FrameUiState} for `useSyncExternalStore`. */
export interface FrameUiStore {
  getSnapshot(): FrameUiState
  subscribe(listener: () => void): () => void
  setTheme(theme: FrameTheme): void
  setDappMetadata(dapp: DappMetadata | undefined): void
}

/**
 * Holds the theme (SYNC_THEME) and the app's metadata (SYNC_DAPP_DATA) for the approval screen.
 *
 * @example
 * const ui = createFrameUiStore()
 * ui.setTheme({ themeMode: 'light' })
 * ui.getSnapshot().themeMode // 'light'
 */
export function createFrameUiStore(): FrameUiStore {
  let state: FrameUiState = { themeMode: 'dark', themeVariables: {}, dapp: undefined }
  const listeners = new Set<() => void>()
  function update(next: Partial<FrameUiState>): void {
    state = { ...state, ...next }
    for (const listener of listeners) listener()
  }
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setTheme(theme) {
      update({
        themeMode: theme.themeMode ?? state.themeMode,
        themeVariables: theme.themeVariables ?? state.themeVariables,
      })
    },
    setDappMetadata: (dapp) => update({ dapp }),
  }
}
