import * as Dialog from '@radix-ui/react-dialog'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type KeyboardEvent } from 'react'
import type { CamperPhoto } from '../api/get-camper'

/** The camper's photos: a main photo and thumbnails; any of them opens a lightbox with arrows and Escape. */
export function PhotoGallery({ photos, title }: { photos: CamperPhoto[]; title: string }) {
  const { t } = useLingui()
  const sorted = [...photos].sort((a, b) => a.position - b.position)
  const [index, setIndex] = useState<number | null>(null)
  if (sorted.length === 0) return <div className="gallery gallery--empty muted"><Trans>No photo yet</Trans></div>
  const count = sorted.length
  const go = (step: number) => setIndex((current) => (current === null ? 0 : (current + step + count) % count))
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1)
    if (event.key === 'ArrowLeft') go(-1)
  }
  const shown = index === null ? null : sorted[index]
  const position = (index ?? 0) + 1
  return (
    <div className="gallery">
      <button type="button" className="gallery__main" onClick={() => setIndex(0)} aria-label={t`Open photo 1 of ${count}`}>
        <img src={sorted[0]!.url} alt={title} width={960} height={640} fetchPriority="high" />
      </button>
      {count > 1 && (
        <ul className="gallery__thumbs">
          {sorted.slice(1, 5).map((photo, i) => {
            const number = i + 2
            return (
              <li key={photo.url}>
                <button type="button" onClick={() => setIndex(i + 1)} aria-label={t`Open photo ${number} of ${count}`}>
                  <img src={photo.url} alt="" width={480} height={320} loading="lazy" decoding="async" />
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <Dialog.Root open={index !== null} onOpenChange={(open) => !open && setIndex(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="modal__backdrop" />
          <Dialog.Content className="lightbox" onKeyDown={onKeyDown} aria-describedby={undefined}>
            <Dialog.Title className="visually-hidden"><Trans>Photo {position} of {count}: {title}</Trans></Dialog.Title>
            {shown && <img className="lightbox__image" src={shown.url} alt={t`Photo ${position} of ${count}`} />}
            <p className="lightbox__counter" aria-live="polite">{position} / {count}</p>
            <button type="button" className="lightbox__nav lightbox__nav--prev" onClick={() => go(-1)} aria-label={t`Previous photo`}>‹</button>
            <button type="button" className="lightbox__nav lightbox__nav--next" onClick={() => go(1)} aria-label={t`Next photo`}>›</button>
            <Dialog.Close className="lightbox__close" aria-label={t`Close`}>×</Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  )
}
