// @vitest-environment happy-dom
// The modal's styles reach the page as one constructed stylesheet, once, and never as a <style> element where
// constructed stylesheets exist (a strict style-src forbids those, docs/content-security-policy.md).
import { describe, expect, it } from 'vitest'
import { adoptDocumentStyles } from './adoptDocumentStyles.ts'

describe('adoptDocumentStyles', () => {
  it('adopts the css as one constructed stylesheet, once however often it is called', () => {
    const before = document.adoptedStyleSheets.length
    adoptDocumentStyles('.portico-test-a { color: red; }')
    adoptDocumentStyles('.portico-test-a { color: red; }')
    expect(document.adoptedStyleSheets).toHaveLength(before + 1)
    const sheet = document.adoptedStyleSheets.at(-1)
    expect([...(sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('')).toContain('.portico-test-a')
    expect(document.querySelectorAll('style')).toHaveLength(0)
  })

  it('adds another stylesheet for other css', () => {
    const before = document.adoptedStyleSheets.length
    adoptDocumentStyles('.portico-test-b { color: blue; }')
    expect(document.adoptedStyleSheets).toHaveLength(before + 1)
  })

  it('ignores empty css', () => {
    const before = document.adoptedStyleSheets.length
    adoptDocumentStyles('')
    expect(document.adoptedStyleSheets).toHaveLength(before)
  })
})
