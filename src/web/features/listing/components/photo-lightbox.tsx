import * as Dialog from '@radix-ui/react-dialog'
import { Trans, useLingui } from '@lingui/react/macro'
import type { KeyboardEvent } from 'react'
import type { CamperPhoto } from '../api/get-camper'
import '../../../chrome/modal.css'

// Loaded by photo-gallery.tsx when a photo is opened: Radix Dialog is not on the listing's first paint.

export interface PhotoLightboxProps {
  photos: CamperPhoto[]
  title: string
  index: number
  onIndexChange: (index: number) => void
  onClose: () => void
}

/** One photo at a time over the page, with arrows (buttons and keys) and Escape. */
export function PhotoLightbox({ photos, title, index, onIndexChange, onClose }: PhotoLightboxProps) {
  const { t } = useLingui()
  const count = photos.length
  const go = (step: number) => onIndexChange((index + step + count) % count)
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1)
    if (event.key === 'ArrowLeft') go(-1)
  }
  const shown = photos[index]
  const position = index + 1
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__backdrop" />
        <Dialog.Content className="lightbox" onKeyDown={onKeyDown} aria-describedby={undefined}>
          <Dialog.Title className="visually-hidden">
            <Trans>
              Photo {position} of {count}: {title}
            </Trans>
          </Dialog.Title>
          {shown && <img className="lightbox__image" src={shown.url} alt={t`Photo ${position} of ${count}`} />}
          <p className="lightbox__counter" aria-live="polite">
            {position} / {count}
          </p>
          <button
            type="button"
            className="lightbox__nav lightbox__nav--prev"
            onClick={() => go(-1)}
            aria-label={t`Previous photo`}
          >
            ‹
          </button>
          <button
            type="button"
            className="lightbox__nav lightbox__nav--next"
            onClick={() => go(1)}
            aria-label={t`Next photo`}
          >
            ›
          </button>
          <Dialog.Close className="lightbox__close" aria-label={t`Close`}>
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
