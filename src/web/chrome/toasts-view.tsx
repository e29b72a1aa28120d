import { useLingui } from '@lingui/react/macro'
import type { ToastText } from '../../../machines/toasts.machine'
import { useToasts, type Toast } from './toasts-context'
import './toasts.css'

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const { i18n, t } = useLingui()
  const render = (text: ToastText) =>
    text.needTranslation ? i18n._(text.text, text.translationParams as Record<string, string> | undefined) : text.text
  return (
    <li className={`toast toast--${toast.type}`} role={toast.type === 'error' ? 'alert' : 'status'}>
      <span className="toast__icon" aria-hidden="true">
        {toast.type === 'error' ? '!' : '✓'}
      </span>
      <dl className="toast__fields">
        {toast.fields.map((field, index) => (
          <div key={index} className="toast__field">
            <dt className="toast__label">{render(field.label)}</dt>
            <dd className="toast__text">{render(field.description)}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="icon-button toast__close" onClick={onDismiss} aria-label={t`Dismiss`}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  )
}

/** Renders the toasts machine's context; the machine removes them one at a time (spec 1 §4). */
export function ToastsView() {
  const { toasts, dismiss } = useToasts()
  const { t } = useLingui()
  return (
    <section className="toasts" aria-live="polite" aria-label={t`Notifications`}>
      <ol className="toasts__list">
        {toasts.map((toast) => (
          <ToastItem key={toast.timestamp} toast={toast} onDismiss={() => dismiss(toast.timestamp)} />
        ))}
      </ol>
    </section>
  )
}
