import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ResolvedAppKitOptions } from './types.ts'

/** The validated options the instance was created with. */
export type OptionsState = ResolvedAppKitOptions

/** Store of {@link OptionsState}. */
export type OptionsStore = StoreApi<OptionsState>

/** Creates the options store; options are validated before they get here. */
export function createOptionsStore(options: ResolvedAppKitOptions): OptionsStore {
  return createStore<OptionsState>()(() => options)
}
