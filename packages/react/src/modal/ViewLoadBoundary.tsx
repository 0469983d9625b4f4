import { Component, type ReactNode } from 'react'
import { t } from '../i18n/translate.ts'

/** Props of {@link ViewLoadBoundary}. */
export interface ViewLoadBoundaryProps {
  /** The view on screen: a new view starts with no error. */
  view: string
  /** Makes the view fetchable again (its registry entry's `reload`). */
  onRetry: () => void
  children: ReactNode
}

interface ViewLoadBoundaryState {
  error: unknown
}

/**
 * Catches a view whose screen failed to load or render, so the dialog stays (title, back, close) and says so
 * with a Try again button, instead of the whole modal disappearing. The error is logged with its cause.
 */
export class ViewLoadBoundary extends Component<ViewLoadBoundaryProps, ViewLoadBoundaryState> {
  override state: ViewLoadBoundaryState = { error: undefined }

  static getDerivedStateFromError(error: unknown): ViewLoadBoundaryState {
    return { error }
  }

  override componentDidCatch(error: unknown) {
    console.error(`[portico] the ${this.props.view} screen could not be shown`, error)
  }

  override componentDidUpdate(previous: ViewLoadBoundaryProps) {
    if (previous.view !== this.props.view && this.state.error !== undefined)
      this.setState({ error: undefined })
  }

  override render() {
    if (this.state.error === undefined) return this.props.children
    return (
      <div className="portico-empty" role="alert">
        <p className="portico-empty__description">{t('view.loadFailed.description')}</p>
        <button
          type="button"
          className="portico-button portico-button--secondary"
          onClick={() => {
            this.props.onRetry()
            this.setState({ error: undefined })
          }}
        >
          {t('view.loadFailed.retry')}
        </button>
      </div>
    )
  }
}
