// A few composable checks for createAppKit's options and API answers. Hand-written instead of a schema library because they
// run on the host page's first load, where every kilobyte counts (issue 5 size budget).

/** A value with the wrong shape: where (`networks.0.caipNetworkId`) and what was expected. */
export class ShapeProblem extends Error {
  constructor(
    readonly path: string,
    readonly problem: string,
  ) {
    super(`${path}: ${problem}`)
  }
}

/** Checks `value` found at `path`; throws {@link ShapeProblem} when it does not fit. */
export type ShapeCheck = (value: unknown, path: string) => void

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key))

function expect(condition: boolean, path: string, problem: string): void {
  if (!condition) throw new ShapeProblem(path, problem)
}

export const isString =
  (...rules: ((value: string, path: string) => void)[]): ShapeCheck =>
  (value, path) => {
    expect(typeof value === 'string', path, 'expected a string')
    for (const rule of rules) rule(value as string, path)
  }

export const isNumber: ShapeCheck = (value, path) =>
  expect(typeof value === 'number' && !Number.isNaN(value), path, 'expected a number')

export const isBoolean: ShapeCheck = (value, path) =>
  expect(typeof value === 'boolean', path, 'expected a boolean')

export const matches =
  (pattern: RegExp, problem: string) =>
  (value: string, path: string): void =>
    expect(pattern.test(value), path, problem)

export const oneOf =
  (values: readonly string[]): ShapeCheck =>
  (value, path) =>
    expect(
      typeof value === 'string' && values.includes(value),
      path,
      `expected one of ${values.map((entry) => `'${entry}'`).join(', ')}`,
    )

export const either =
  (first: ShapeCheck, second: ShapeCheck, problem: string): ShapeCheck =>
  (value, path) => {
    try {
      first(value, path)
    } catch {
      try {
        second(value, path)
      } catch {
        throw new ShapeProblem(path, problem)
      }
    }
  }

export const optional =
  (check: ShapeCheck): ShapeCheck =>
  (value, path) => {
    if (value !== undefined) check(value, path)
  }

export const isArray =
  (item: ShapeCheck, { minLength = 0, problem = 'expected an array' } = {}): ShapeCheck =>
  (value, path) => {
    expect(Array.isArray(value) && value.length >= minLength, path, problem)
    ;(value as unknown[]).forEach((entry, index) => item(entry, join(path, index)))
  }

export const isObject =
  (shape: Record<string, ShapeCheck>): ShapeCheck =>
  (value, path) => {
    expect(typeof value === 'object' && value !== null && !Array.isArray(value), path, 'expected an object')
    for (const [key, check] of Object.entries(shape))
      check((value as Record<string, unknown>)[key], join(path, key))
  }

/** An object used as a map: every key passes `key` (when given), every value passes `value`. */
export const isRecord =
  (value: ShapeCheck, key?: (key: string, path: string) => void): ShapeCheck =>
  (input, path) => {
    expect(typeof input === 'object' && input !== null && !Array.isArray(input), path, 'expected an object')
    for (const [name, entry] of Object.entries(input as Record<string, unknown>)) {
      key?.(name, join(path, name))
      value(entry, join(path, name))
    }
  }

/** Anything at all (an option accepted for compatibility and not used). */
export const isAnything: ShapeCheck = () => undefined
