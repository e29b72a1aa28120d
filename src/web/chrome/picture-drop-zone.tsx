import { Trans, useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { useEffect, useState, type DragEvent } from 'react'
import { fromPromise } from 'xstate'
import { pictureUploadMachine, settledCount, type QueuedPicture } from '../../../machines/picture-upload.machine'
import {
  CAMPER_PICTURE_TYPES,
  MAX_CAMPER_PICTURES,
  PICTURE_MAX_BYTES,
  PICTURE_MIN_HEIGHT,
  PICTURE_MIN_WIDTH,
  type CamperPictureProblem,
} from '../../domain/camper-picture-rules'
import { ApiClientError } from '../lib/api-client-error'
import { pictureFileFacts } from '../lib/picture-file-facts'
import './picture-drop-zone.css'

export interface PictureDropZoneProps {
  /** Sends one checked file; a rejection shows the server's messages next to that file. */
  upload: (file: File) => Promise<unknown>
  /** Pictures the camper already has, so the limit is checked before sending. */
  existingCount: number
}

/**
 * Drag-and-drop and file-input upload of camper pictures (the owner's pictures page; the onboarding's picture step
 * reuses it): a renderer of the picture-upload machine, which checks each file with the server's own rules, then
 * sends it, one after the other.
 */
export function PictureDropZone({ upload, existingCount }: PictureDropZoneProps) {
  const { t } = useLingui()
  const [state, send] = useMachine(
    pictureUploadMachine.provide({
      actors: {
        measure: fromPromise(({ input }) => pictureFileFacts(input.file)),
        // The machine keeps the server's messages; any other failure leaves the general message below.
        upload: fromPromise(async ({ input }) => {
          try {
            return await upload(input.file as File)
          } catch (error) {
            throw error instanceof ApiClientError ? error.apiError.messages : error
          }
        }),
      },
    }),
    { input: { count: existingCount } },
  )
  useEffect(() => send({ type: 'pictures.counted', count: existingCount }), [existingCount, send])
  const [dragging, setDragging] = useState(false)
  const problemMessages: Record<CamperPictureProblem, string> = {
    too_large: t`Too large: at most ${PICTURE_MAX_BYTES / 1024 / 1024} MB.`,
    not_an_image: t`Not a JPEG, PNG or WebP picture.`,
    too_small: t`Too small: at least ${PICTURE_MIN_WIDTH} × ${PICTURE_MIN_HEIGHT} pixels.`,
    too_many: t`A camper has at most ${MAX_CAMPER_PICTURES} pictures: delete one first.`,
  }
  const accept = (files: File[]) => send({ type: 'user.add', files })
  const reasons = (item: QueuedPicture) => {
    if (item.status !== 'failed') return []
    if (item.problem) return [problemMessages[item.problem]]
    return item.messages.length > 0 ? item.messages : [t`The picture could not be sent.`]
  }
  const { queue } = state.context

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setDragging(false)
    accept([...event.dataTransfer.files])
  }
  const statusLabels: Record<QueuedPicture['status'], string> = {
    waiting: t`Waiting`,
    sending: t`Sending…`,
    done: t`Added`,
    failed: t`Not added`,
  }

  return (
    <div className="picture-drop-zone">
      <div
        className={`picture-drop-zone__target${dragging ? ' picture-drop-zone__target--active' : ''}`}
        data-testid="picture-drop-zone"
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p>
          <Trans>Drop pictures here, or</Trans>
        </p>
        <label className="picture-drop-zone__choose">
          <Trans>Choose pictures</Trans>
          <input
            type="file"
            name="photo"
            multiple
            disabled={!state.matches('idle')}
            accept={CAMPER_PICTURE_TYPES.join(',')}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])]
              event.target.value = ''
              accept(files)
            }}
          />
        </label>
        <p className="muted">
          <Trans>
            JPEG, PNG or WebP, at least {PICTURE_MIN_WIDTH} × {PICTURE_MIN_HEIGHT} pixels, at most{' '}
            {PICTURE_MAX_BYTES / 1024 / 1024} MB each.
          </Trans>
        </p>
      </div>
      {queue.length > 0 && (
        <>
          <progress max={queue.length} value={settledCount(state.context)} aria-label={t`Upload progress`} />
          <ul className="picture-drop-zone__queue" aria-live="polite">
            {queue.map((item, index) => (
              <li key={index} data-status={item.status}>
                <span className="picture-drop-zone__name">{item.file.name}</span>{' '}
                <span>{statusLabels[item.status]}</span>
                {reasons(item).map((message) => (
                  <p key={message} role="alert" className="picture-drop-zone__error">
                    {message}
                  </p>
                ))}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
