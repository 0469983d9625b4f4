/**
 * Two letters that stand for a name: the first letters of its first two words, else its first two capitals
 * (camel case), else its first two letters.
 *
 * @example
 * initialsOf('Trust Wallet') // 'TW'
 * initialsOf('MetaMask') // 'MM'
 * initialsOf('imToken') // 'IT'
 * initialsOf('Zerion') // 'ZE'
 */
export function initialsOf(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  if (words.length === 0) return '?'
  if (words.length >= 2) return (words[0]![0]! + words[1]![0]!).toUpperCase()
  const word = words[0]!
  const camel = /^(\p{L}|\p{N})[^\p{Lu}]*(\p{Lu})/u.exec(word)
  if (camel) return (camel[1]! + camel[2]!).toUpperCase()
  return word.slice(0, 2).toUpperCase()
}
