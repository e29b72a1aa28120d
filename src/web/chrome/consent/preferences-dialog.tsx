import { Trans, useLingui } from '@lingui/react/macro'
import * as Dialog from '@radix-ui/react-dialog'
import { OPTIONAL_CONSENT_CATEGORIES } from '../../../domain/consent'
import type { OptionalConsentCategory } from '../../../domain/consent'
import type { ConsentSend } from './consent-context'

// Loaded by consent-banner.tsx the first time the dialog opens: Radix Dialog stays out of every page's entry.

export function PreferencesDialog({
  open,
  draft,
  send,
}: {
  open: boolean
  draft: Record<OptionalConsentCategory, boolean>
  send: ConsentSend
}) {
  const { t } = useLingui()
  const categories: Record<OptionalConsentCategory, { title: string; description: string }> = {
    analytics: {
      title: t`Audience measurement`,
      description: t`Counts the pages and campers viewed and where visitors come from, so that we can improve Roam.`,
    },
    marketing: {
      title: t`Marketing`,
      description: t`Lets our partners show you Roam offers on other sites and measure our campaigns.`,
    },
  }
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : send({ type: 'user.close' }))}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__backdrop" />
        <Dialog.Content className="modal modal--medium consent-dialog">
          <header className="modal__header">
            <Dialog.Title className="modal__title">
              <Trans>Cookie preferences</Trans>
            </Dialog.Title>
            <Dialog.Close className="icon-button modal__close" aria-label={t`Close`}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </header>
          <Dialog.Description className="modal__description">
            <Trans>
              Choose which cookies Roam may use. You can change your mind at any time from the link at the bottom of
              every page.
            </Trans>
          </Dialog.Description>
          <ul className="consent-categories">
            <li className="consent-category">
              <label className="consent-category__label">
                <input type="checkbox" role="switch" checked disabled />
                <span className="consent-category__title">
                  <Trans>Necessary</Trans>
                </span>
              </label>
              <p className="consent-category__description">
                <Trans>
                  Keep you signed in, remember your language and this choice. The site cannot work without them.
                </Trans>
              </p>
            </li>
            {OPTIONAL_CONSENT_CATEGORIES.map((category) => (
              <li key={category} className="consent-category">
                <label className="consent-category__label">
                  <input
                    type="checkbox"
                    role="switch"
                    checked={draft[category]}
                    onChange={(event) => send({ type: 'user.toggle', category, enabled: event.target.checked })}
                  />
                  <span className="consent-category__title">{categories[category].title}</span>
                </label>
                <p className="consent-category__description">{categories[category].description}</p>
              </li>
            ))}
          </ul>
          <div className="modal__actions consent-dialog__actions">
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => send({ type: 'user.refuseAll' })}
            >
              <Trans>Refuse all</Trans>
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => send({ type: 'user.acceptAll' })}
            >
              <Trans>Accept all</Trans>
            </button>
            <button
              type="button"
              className="button button--primary button--small"
              onClick={() => send({ type: 'user.save' })}
            >
              <Trans>Save my choices</Trans>
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
