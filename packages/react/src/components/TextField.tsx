import { useId, type InputHTMLAttributes, type ReactNode } from 'react'

/** Props of {@link TextField}. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  /** Visible label; also the input's accessible name. */
  label: string
  /** Hides the label visually (it stays the accessible name), for search boxes with an icon. */
  hideLabel?: boolean
  value: string
  onChange: (value: string) => void
  /** Message under the field; marks the field invalid. */
  error?: string | undefined
  /** Help under the field when there is no error. */
  hint?: string | undefined
  /** Content before the input (an icon). */
  leading?: ReactNode
  /** Content after the input (a suffix, a button). */
  trailing?: ReactNode
}

/** A labelled input whose error or hint is tied to it with aria-describedby. */
export function TextField({
  label,
  hideLabel,
  value,
  onChange,
  error,
  hint,
  leading,
  trailing,
  ...input
}: TextFieldProps) {
  const id = useId()
  const note = error ?? hint
  return (
    <div className="portico-field" data-invalid={error ? '' : undefined}>
      <label htmlFor={id} className={hideLabel ? 'portico-visually-hidden' : 'portico-field__label'}>
        {label}
      </label>
      <div className="portico-field__control">
        {leading}
        <input
          {...input}
          id={id}
          className="portico-field__input"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? `${id}-note` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {trailing}
      </div>
      {note ? (
        <p
          id={`${id}-note`}
          className={error ? 'portico-field__error' : 'portico-field__hint'}
          role={error ? 'alert' : undefined}
        >
          {note}
        </p>
      ) : null}
    </div>
  )
}
