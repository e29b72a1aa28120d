import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { usePageHead } from '../../../lib/page-head'
import { PictureDropZone } from '../../../chrome/picture-drop-zone'
import { ApiClientError } from '../../../lib/api-client-error'
import { addCamperPhoto } from '../api/add-camper-photo'
import { deleteCamperPhoto } from '../api/delete-camper-photo'
import { vehiclePhotosQueryOptions, type VehiclePhoto } from '../../../api/list-vehicle-photos'
import { reorderCamperPhotos } from '../api/reorder-camper-photos'
import { rotateCamperPhoto } from '../api/rotate-camper-photo'
import { PictureList } from '../components/picture-list'
import './owner-pictures.css'

/** /d/campers/{id}/pictures: the owner adds, orders, turns and removes the camper's pictures (the first is the cover). */
export function OwnerPicturesPage() {
  const { t } = useLingui()
  const camperId = Number(useParams().id)
  const valid = Number.isInteger(camperId) && camperId > 0
  const queryClient = useQueryClient()
  const options = vehiclePhotosQueryOptions(camperId)
  const photos = useQuery({ ...options, enabled: valid })
  usePageHead({ title: t`Pictures · Roam` })
  const refresh = () => queryClient.invalidateQueries({ queryKey: options.queryKey })

  const reorder = useMutation({
    mutationFn: (photoIds: number[]) => reorderCamperPhotos(camperId, photoIds),
    onSuccess: (list) => queryClient.setQueryData(options.queryKey, list),
    onSettled: refresh,
  })
  const rotate = useMutation({
    mutationFn: (photo: VehiclePhoto) => rotateCamperPhoto(camperId, photo.id, 90),
    onSettled: refresh,
  })
  const remove = useMutation({
    mutationFn: (photo: VehiclePhoto) => deleteCamperPhoto(camperId, photo.id),
    onSettled: refresh,
  })
  const failed = [reorder, rotate, remove].find((mutation) => mutation.isError)

  if (!valid || photos.isError) {
    return (
      <section className="page">
        <h2 className="page-title">
          <Trans>Pictures</Trans>
        </h2>
        <p role="alert">
          <Trans>This camper’s pictures could not be loaded.</Trans>
        </p>
      </section>
    )
  }
  return (
    <section className="page owner-pictures">
      <h2 className="page-title">
        <Trans>Pictures</Trans>
      </h2>
      <p className="muted">
        <Trans>
          Guests see the first picture as the cover of your listing. Drag a picture to another place, or use the arrows.
        </Trans>
      </p>
      {photos.data ? (
        <>
          <PictureDropZone
            existingCount={photos.data.length}
            upload={async (file) => {
              await addCamperPhoto(camperId, file)
              await refresh()
            }}
          />
          {failed && (
            <p role="alert">
              {failed.error instanceof ApiClientError && failed.error.apiError.messages.length > 0
                ? failed.error.apiError.messages.join(' ')
                : t`The change could not be saved. Please try again.`}
            </p>
          )}
          <PictureList
            photos={photos.data}
            busy={reorder.isPending || rotate.isPending || remove.isPending}
            onReorder={(photoIds) => reorder.mutate(photoIds)}
            onRotate={(photo) => rotate.mutate(photo)}
            onDelete={(photo) => remove.mutate(photo)}
          />
        </>
      ) : (
        <p className="muted">
          <Trans>Loading the pictures…</Trans>
        </p>
      )}
    </section>
  )
}
