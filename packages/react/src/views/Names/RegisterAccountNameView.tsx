import {
  fetchNameSuggestions,
  isValidAccountName,
  NAME_SUFFIXES,
  registerAccountName,
  withNameSuffix,
} from '@portico/core'
import { useEffect, useState } from 'react'
import { TextField } from '../../components/TextField.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'
import { t } from '../../i18n/translate.ts'
import { shortMessageOf } from '../shortMessageOf.ts'

const SUGGESTION_DEBOUNCE_MS = 300

/**
 * §2 RegisterAccountName: type a name (§5: at least 4 letters, digits or hyphens), see whether it is free and
 * what else is (the API suggests the name itself when free, then free variants), and register it with a
 * signature from the connected wallet (§4). A refusal shows the name service's first reason (§8).
 */
export function RegisterAccountNameView() {
  const appKit = useAppKitInstance()
  const { context } = appKit
  const names = useStoreSnapshot(appKit.stores.names)
  const [label, setLabel] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  const valid = isValidAccountName(label)
  const name = withNameSuffix(label)

  // An answer from an earlier visit may be out of date: every label is asked about afresh.
  useEffect(() => appKit.stores.names.setState({ label: undefined, requested: undefined }), [appKit])

  useEffect(() => {
    if (!isValidAccountName(label)) return
    const timer = setTimeout(() => {
      fetchNameSuggestions(context, label).catch((cause: unknown) => setError(shortMessageOf(cause)))
    }, SUGGESTION_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [context, label])

  // The answer for this very label: free when the API lists it among its suggestions, taken otherwise.
  const answered = valid && names.label === label && !names.loading
  const available = answered && names.suggestions.some((entry) => entry.name === name)
  const taken = answered && !available
  const others = answered
    ? names.suggestions.filter((entry) => entry.name !== name && !entry.registered).slice(0, 4)
    : []
  const register = async () => {
    setSubmitting(true)
    setError(undefined)
    try {
      await registerAccountName(context, label) // shows RegisterAccountNameSuccess
    } catch (cause) {
      setError(shortMessageOf(cause))
    } finally {
      setSubmitting(false)
    }
  }
  const hint = !valid
    ? t('names.hint')
    : available
      ? t('names.available', { name })
      : answered
        ? undefined
        : t('names.checking', { name })
  return (
    <form
      className="portico-stack"
      onSubmit={(event) => {
        event.preventDefault()
        if (available && !submitting) void register()
      }}
    >
      <TextField
        label={t('names.label')}
        value={label}
        onChange={(value) => {
          setError(undefined)
          setLabel(value.trim().toLowerCase())
        }}
        error={error ?? (label && !valid ? t('names.invalid') : taken ? t('names.taken') : undefined)}
        hint={hint}
        trailing={<span className="portico-field__suffix">{NAME_SUFFIXES[0]}</span>}
        autoComplete="off"
        spellCheck={false}
      />
      {others.length > 0 ? (
        <ul className="portico-chips" aria-label={t('names.suggestions')}>
          {others.map((entry) => (
            <li key={entry.name}>
              <button
                type="button"
                className="portico-chip"
                onClick={() => {
                  setError(undefined)
                  setLabel(entry.name.split('.')[0] ?? '')
                }}
              >
                {entry.name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <button
        type="submit"
        className="portico-button portico-button--primary"
        disabled={!available || submitting}
        aria-busy={submitting}
      >
        {submitting ? t('names.registering') : t('names.register')}
      </button>
    </form>
  )
}
