import { describe, expect, it } from 'vitest'
import {
  ShapeProblem,
  either,
  isArray,
  isBoolean,
  isNumber,
  isAnything,
  isObject,
  isRecord,
  isString,
  matches,
  oneOf,
  optional,
} from './shapeChecks.ts'

const problemOf = (check: (value: unknown, path: string) => void, value: unknown) => {
  try {
    check(value, '')
    return undefined
  } catch (error) {
    return error instanceof ShapeProblem ? `${error.path}: ${error.problem}` : String(error)
  }
}

describe('shape checks', () => {
  const network = isObject({
    id: either(isNumber, isString(), 'expected a number or a string'),
    name: isString(),
    caipNetworkId: isString(matches(/^[a-z0-9-]{3,8}:\w+$/, 'expected a CAIP-2 id')),
    testnet: optional(isBoolean),
    kind: optional(oneOf(['a', 'b'])),
  })
  const options = isObject({ networks: isArray(network, { minLength: 1, problem: 'expected networks' }) })

  it('accepts a value of the right shape', () => {
    expect(
      problemOf(options, { networks: [{ id: 1, name: 'One', caipNetworkId: 'eip155:1' }] }),
    ).toBeUndefined()
  })

  it('names the path and the problem of the first mismatch', () => {
    expect(problemOf(options, undefined)).toBe(': expected an object')
    expect(problemOf(options, { networks: [] })).toBe('networks: expected networks')
    const bad = (patch: object) => ({
      networks: [{ id: 1, name: 'One', caipNetworkId: 'eip155:1', ...patch }],
    })
    expect(problemOf(options, bad({ id: true }))).toBe('networks.0.id: expected a number or a string')
    expect(problemOf(options, bad({ id: Number.NaN }))).toBe('networks.0.id: expected a number or a string')
    expect(problemOf(options, bad({ name: 3 }))).toBe('networks.0.name: expected a string')
    expect(problemOf(options, bad({ caipNetworkId: '1' }))).toBe(
      'networks.0.caipNetworkId: expected a CAIP-2 id',
    )
    expect(problemOf(options, bad({ testnet: 'no' }))).toBe('networks.0.testnet: expected a boolean')
    expect(problemOf(options, bad({ kind: 'c' }))).toBe("networks.0.kind: expected one of 'a', 'b'")
    expect(problemOf(options, { networks: [[]] })).toBe('networks.0: expected an object')
  })

  it('checks every key and value of a map, and lets anything through isAnything', () => {
    const images = isRecord(isString(), matches(/^\d+$/, 'expected a chain id'))
    expect(problemOf(images, { 1: 'a.png', 10: 'b.png' })).toBeUndefined()
    expect(problemOf(images, [])).toBe(': expected an object')
    expect(problemOf(images, { 1: 2 })).toBe('1: expected a string')
    expect(problemOf(images, { main: 'a.png' })).toBe('main: expected a chain id')
    expect(problemOf(isRecord(isAnything), { a: null, b: [1] })).toBeUndefined()
  })
})
