import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import type { CamperPhoto } from '../api/get-camper'

const PhotoLightbox = lazy(() => import('./photo-lightbox').then((module) => ({ default: module.PhotoLightbox })))

/** The camper's photos: a main photo and thumbnails; any of them opens a lightbox with arrows and Escape. */
export function PhotoGallery({ photos, title }: { photos: CamperPhoto[]; title: string }) {
  const { t } = useLingui()
  const sorted = [...photos].sort((a, b) => a.position - b.position)
  const [index, setIndex] = useState<number | null>(null)
  if (sorted.length === 0)
    return (
      <div className="gallery gallery--empty muted">
        <Trans>No photo yet</Trans>
      </div>
    )
  const count = sorted.length
  return (
    <div className="gallery">
      <button
        type="button"
        className="gallery__main"
        onClick={() => setIndex(0)}
        aria-label={t`Open photo 1 of ${count}`}
      >
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
      {index !== null && (
        <Suspense fallback={null}>
          <PhotoLightbox
            photos={sorted}
            title={title}
            index={index}
            onIndexChange={setIndex}
            onClose={() => setIndex(null)}
          />
        </Suspense>
      )}
    </div>
  )
}
