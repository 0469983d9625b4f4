import {
  fetchNameSuggestions,
  isValidAccountName,
  NAME_SUFFIXES,
  registerAccountName,
  replaceView,
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
 * what else is, and register it with a signature (§4).
 */
export function RegisterAccountNameView() {
  const appKit = useAppKitInstance()
  const { context } = appKit
  const { suggestions, loading } = useStoreSnapshot(appKit.stores.names)
  const [label, setLabel] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  const valid = isValidAccountName(label)

  useEffect(() => {
    if (!isValidAccountName(label)) return
    const timer = setTimeout(() => {
      fetchNameSuggestions(context, label).catch((cause: unknown) => setError(shortMessageOf(cause)))
    }, SUGGESTION_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [context, label])

  const taken = suggestions.some((entry) => entry.name === `${label}${NAME_SUFFIXES[0]}` && entry.registered)
  const register = async (name: string) => {
    setSubmitting(true)
    setError(undefined)
    try {
      await registerAccountName(context, name)
      replaceView(context, 'RegisterAccountNameSuccess')
    } catch (cause) {
      setError(shortMessageOf(cause))
    } finally {
      setSubmitting(false)
    }
  }
  return (
    <form
      className="portico-stack"
      onSubmit={(event) => {
        event.preventDefault()
        if (valid && !taken) void register(label)
      }}
    >
      <TextField
        label={t('names.label')}
        value={label}
        onChange={(value) => setLabel(value.toLowerCase())}
        error={error ?? (label && !valid ? t('names.invalid') : taken ? t('names.taken') : undefined)}
        hint={t('names.hint')}
        trailing={<span className="portico-field__suffix">{NAME_SUFFIXES[0]}</span>}
        autoComplete="off"
        spellCheck={false}
      />
      {valid && suggestions.length > 0 ? (
        <ul className="portico-chips" aria-label={t('names.suggestions')} aria-busy={loading}>
          {suggestions
            .filter((entry) => !entry.registered)
            .slice(0, 4)
            .map((entry) => (
              <li key={entry.name}>
                <button
                  type="button"
                  className="portico-chip"
                  onClick={() => setLabel(entry.name.split('.')[0] ?? '')}
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
        disabled={!valid || taken || submitting}
      >
        {submitting ? t('names.registering') : t('names.register')}
      </button>
    </form>
  )
}
