import { describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from './connection.ts'
import { InvalidChainIdError, rpcErrorFromCode, UnknownRpcError, UnrecognizedChainError } from './provider.ts'
import { RpcError, rpcErrorCodes, rpcErrorName, shouldStopFallback, type RpcErrorName } from './rpc.ts'

describe('RPC error codes (§8)', () => {
  it('lists the standard codes and the three Portico ones', () => {
    expect(Object.values(rpcErrorCodes).sort((a, b) => a - b)).toEqual([
      -32700, -32603, -32602, -32601, -32600, -32006, -32005, -32004, -32003, -32002, -32001, -32000, 4001,
      4100, 4200, 4900, 4901, 4902, 5000, 32603,
    ])
    expect(rpcErrorCodes.unrecognizedChain).toBe(4902)
    expect(rpcErrorCodes.default).toBe(5000)
    expect(rpcErrorCodes.invalidChainId).toBe(32603)
  })

  it.each(Object.entries(rpcErrorCodes) as [RpcErrorName, number][])(
    '%s (%i) builds its named error',
    (name, code) => {
      expect(rpcErrorName(code)).toBe(name)
      const error = rpcErrorFromCode(code, { cause: new Error('node said no') })
      if (code === 4001) {
        expect(error).toBeInstanceOf(UserRejectedRequestError)
        return
      }
      expect(error).toBeInstanceOf(RpcError)
      expect((error as RpcError).rpcCode).toBe(code)
      expect(error.code).toMatch(/^RPC_[A-Z_]+$/)
      expect(error.message.length).toBeGreaterThan(0)
      expect(error.details).toBe('node said no')
    },
  )

  it('falls back to the default code for unknown numbers', () => {
    const error = rpcErrorFromCode(-1)
    expect(error).toBeInstanceOf(UnknownRpcError)
    expect((error as RpcError).rpcCode).toBe(5000)
    expect(error.details).toBe('code -1')
    expect(rpcErrorName(-1)).toBeUndefined()
    expect(rpcErrorFromCode(4902)).toBeInstanceOf(UnrecognizedChainError)
    expect(new InvalidChainIdError().code).toBe('RPC_INVALID_CHAIN_ID')
  })

  it('stops a fallback transport on provider codes and 5000 only (§8)', () => {
    for (const code of [4001, 4100, 4200, 4900, 4901, 4902, 5000]) expect(shouldStopFallback(code)).toBe(true)
    for (const code of [-32700, -32603, -32000, -32005, 32603]) expect(shouldStopFallback(code)).toBe(false)
  })
})
