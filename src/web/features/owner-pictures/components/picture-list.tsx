import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { moveItem } from '../../../../domain/camper-picture-rules'
import { Modal } from '../../../chrome/modal'
import type { VehiclePhoto } from '../../../api/list-vehicle-photos'

export interface PictureListProps {
  photos: VehiclePhoto[]
  busy: boolean
  onReorder: (photoIds: number[]) => void
  onRotate: (photo: VehiclePhoto) => void
  onDelete: (photo: VehiclePhoto) => void
}

/** The camper's pictures in order, the first one the cover: drag one onto another's place, or use the move buttons. */
export function PictureList({ photos, busy, onReorder, onRotate, onDelete }: PictureListProps) {
  const { t } = useLingui()
  const [dragged, setDragged] = useState<number | null>(null)
  const [confirming, setConfirming] = useState<VehiclePhoto | null>(null)
  const ids = photos.map((photo) => photo.id)
  const move = (from: number, to: number) => {
    if (to !== from && to >= 0 && to < photos.length) onReorder(moveItem(ids, from, to))
  }

  if (photos.length === 0)
    return (
      <p className="muted">
        <Trans>No pictures yet: the first one you add becomes the cover.</Trans>
      </p>
    )
  return (
    <>
      <ol className="picture-list" aria-busy={busy}>
        {photos.map((photo, index) => {
          const position = index + 1
          return (
            <li
              key={photo.id}
              className="picture-list__item card"
              data-testid="camper-picture"
              data-photo-id={photo.id}
              draggable={!busy}
              onDragStart={() => setDragged(index)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault()
                if (dragged !== null) move(dragged, index)
                setDragged(null)
              }}
            >
              <img src={photo.sizes.card} alt={t`Picture ${position}`} width={240} height={160} loading="lazy" />
              {index === 0 && (
                <span className="picture-list__cover">
                  <Trans>Cover</Trans>
                </span>
              )}
              <div className="picture-list__actions">
                <button
                  type="button"
                  disabled={busy || index === 0}
                  onClick={() => move(index, index - 1)}
                  aria-label={t`Move picture ${position} earlier`}
                >
                  ←
                </button>
                <button
                  type="button"
                  disabled={busy || index === photos.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={t`Move picture ${position} later`}
                >
                  →
                </button>
                {photo.content_type !== null && (
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => onRotate(photo)}
                    aria-label={t`Rotate picture ${position} a quarter turn clockwise`}
                  >
                    ↻
                  </button>
                )}
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => setConfirming(photo)}
                  aria-label={t`Delete picture ${position}`}
                >
                  <Trans>Delete</Trans>
                </button>
              </div>
            </li>
          )
        })}
      </ol>
      <Modal
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        size="small"
        title={<Trans>Delete this picture?</Trans>}
        description={<Trans>Guests will no longer see it. This cannot be undone.</Trans>}
      >
        {confirming && (
          <img src={confirming.sizes.thumbnail} alt="" width={160} className="picture-list__confirm-thumbnail" />
        )}
        <div className="picture-list__confirm">
          <button type="button" onClick={() => setConfirming(null)}>
            <Trans>Keep it</Trans>
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              if (confirming) onDelete(confirming)
              setConfirming(null)
            }}
          >
            <Trans>Delete the picture</Trans>
          </button>
        </div>
      </Modal>
    </>
  )
}
