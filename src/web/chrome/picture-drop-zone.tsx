import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type DragEvent } from 'react'
import {
  camperPictureProblem, CAMPER_PICTURE_TYPES, MAX_CAMPER_PICTURES, PICTURE_MAX_BYTES, PICTURE_MIN_HEIGHT, PICTURE_MIN_WIDTH,
  type CamperPictureProblem,
} from '../../domain/camper-picture-rules'
import { ApiClientError } from '../lib/api-client'
import { pictureFileFacts } from '../lib/picture-file-facts'
import './picture-drop-zone.css'

type UploadStatus = 'waiting' | 'sending' | 'done' | 'failed'
interface QueuedFile {
  key: string
  name: string
  status: UploadStatus
  messages: string[]
}

export interface PictureDropZoneProps {
  /** Sends one checked file; a rejection shows the server's messages next to that file. */
  upload: (file: File) => Promise<unknown>
  /** Pictures the camper already has, so the limit is checked before sending. */
  existingCount: number
}

/**
 * Drag-and-drop and file-input upload of camper pictures (the owner's pictures page; the onboarding's picture step
 * reuses it): each file is checked in the browser with the server's own rules, then sent one after the other.
 */
export function PictureDropZone({ upload, existingCount }: PictureDropZoneProps) {
  const { t } = useLingui()
  const [queue, setQueue] = useState<QueuedFile[]>([])
  const [dragging, setDragging] = useState(false)
  const problemMessages: Record<CamperPictureProblem, string> = {
    too_large: t`Too large: at most ${PICTURE_MAX_BYTES / 1024 / 1024} MB.`,
    not_an_image: t`Not a JPEG, PNG or WebP picture.`,
    too_small: t`Too small: at least ${PICTURE_MIN_WIDTH} × ${PICTURE_MIN_HEIGHT} pixels.`,
    too_many: t`A camper has at most ${MAX_CAMPER_PICTURES} pictures: delete one first.`,
  }
  const update = (key: string, change: Partial<QueuedFile>) => setQueue((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)))

  async function accept(files: File[]) {
    if (files.length === 0) return
    const batch = files.map((file, index) => ({ file, key: `${Date.now()}-${index}-${file.name}` }))
    setQueue(batch.map(({ file, key }) => ({ key, name: file.name, status: 'waiting', messages: [] })))
    let count = existingCount
    for (const { file, key } of batch) {
      const problem = camperPictureProblem(await pictureFileFacts(file), count)
      if (problem) {
        update(key, { status: 'failed', messages: [problemMessages[problem]] })
        continue
      }
      update(key, { status: 'sending' })
      try {
        await upload(file)
        count += 1
        update(key, { status: 'done' })
      } catch (error) {
        const messages = error instanceof ApiClientError && error.apiError.messages.length > 0 ? error.apiError.messages : [t`The picture could not be sent.`]
        update(key, { status: 'failed', messages })
      }
    }
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setDragging(false)
    void accept([...event.dataTransfer.files])
  }
  const finished = queue.filter((item) => item.status === 'done' || item.status === 'failed').length
  const statusLabels: Record<UploadStatus, string> = { waiting: t`Waiting`, sending: t`Sending…`, done: t`Added`, failed: t`Not added` }

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
        <p><Trans>Drop pictures here, or</Trans></p>
        <label className="picture-drop-zone__choose">
          <Trans>Choose pictures</Trans>
          <input
            type="file"
            name="photo"
            multiple
            accept={CAMPER_PICTURE_TYPES.join(',')}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])]
              event.target.value = ''
              void accept(files)
            }}
          />
        </label>
        <p className="muted">
          <Trans>JPEG, PNG or WebP, at least {PICTURE_MIN_WIDTH} × {PICTURE_MIN_HEIGHT} pixels, at most {PICTURE_MAX_BYTES / 1024 / 1024} MB each.</Trans>
        </p>
      </div>
      {queue.length > 0 && (
        <>
          <progress max={queue.length} value={finished} aria-label={t`Upload progress`} />
          <ul className="picture-drop-zone__queue" aria-live="polite">
            {queue.map((item) => (
              <li key={item.key} data-status={item.status}>
                <span className="picture-drop-zone__name">{item.name}</span> <span>{statusLabels[item.status]}</span>
                {item.messages.map((message) => <p key={message} role="alert" className="picture-drop-zone__error">{message}</p>)}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
