import { en, type Catalogue, type MessageKey } from './en.ts'

/** Names of the `{parameters}` in a text. */
type ParameterNames<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParameterNames<Rest>
  : never

/** The parameters a key's text needs: none, or an object with one value per `{name}`. */
export type MessageParameters<Key extends MessageKey> = [ParameterNames<(typeof en)[Key]>] extends [never]
  ? []
  : [params: Record<ParameterNames<(typeof en)[Key]>, string | number>]

/** Keys whose text has no parameter. */
export type PlainMessageKey = {
  [Key in MessageKey]: MessageParameters<Key> extends [] ? Key : never
}[MessageKey]

/** Looks up a text and fills in its parameters. */
export type Translate = <Key extends MessageKey>(key: Key, ...params: MessageParameters<Key>) => string

/**
 * A lookup over `catalogue`. A parameter missing at run time stays visible as `{name}` instead of vanishing.
 *
 * @example
 * const tr = createTranslator(en)
 * tr('connect.connecting.title', { wallet: 'Portico Dev Wallet' }) // 'Continue in Portico Dev Wallet'
 */
export function createTranslator(catalogue: Catalogue): Translate {
  return (key, ...[params]) => {
    const text = catalogue[key]
    if (!params) return text
    const values: Record<string, string | number | undefined> = params
    return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder))
  }
}

/**
 * Looks up an English text; every user-facing string of the modal goes through it.
 *
 * @example
 * t('button.connect') // 'Connect Wallet'
 */
export const t: Translate = createTranslator(en)
