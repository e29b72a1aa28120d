import { Trans, useLingui } from '@lingui/react/macro'
import { sisterPlatformUrl } from '../../domain/sister-platform'
import { useLocale } from '../lib/locale-context'
import { Modal } from './modal'

/** Spec 1 §2: when Roam cannot publish a camper, the owner creates the ad on the sister platform. */
export function SisterPlatformModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui()
  const { locale } = useLocale()
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t`List your vehicle on our partner platform`} size="small">
      <p>
        <Trans>
          We cannot publish new vehicles in your country on Roam yet. Create your ad on our sister platform: your
          account details carry over and our team helps you get your first bookings.
        </Trans>
      </p>
      <div className="modal__actions">
        <a className="button button--primary" href={sisterPlatformUrl(locale)} target="_blank" rel="nofollow noopener">
          <Trans>Create my ad on the partner platform</Trans>
        </a>
      </div>
    </Modal>
  )
}
