import { Plural, Trans } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { MIN_LISTING_PHOTOS, picturesStillNeeded } from '../../../../domain/listing-progress'
import { PictureDropZone } from '../../../chrome/picture-drop-zone'
import { addVehiclePhoto } from '../api/add-vehicle-photo'
import { vehiclePhotosQueryOptions } from '../../../api/list-vehicle-photos'

/**
 * The onboarding's pictures step: counts the pictures the vehicle already has (a returning owner is not asked for
 * them again) and says how many more moderation needs. Pictures stay optional here: the camper page asks for the rest.
 */
export function VehiclePicturesFields({ vehicleId }: { vehicleId: number }) {
  const queryClient = useQueryClient()
  const options = vehiclePhotosQueryOptions(vehicleId)
  const photos = useQuery(options)
  if (photos.isError) {
    return (
      <p role="alert">
        <Trans>Your pictures could not be loaded. You can add them later from your camper’s page.</Trans>
      </p>
    )
  }
  if (!photos.data)
    return (
      <p className="muted" aria-busy="true">
        <Trans>Loading your pictures…</Trans>
      </p>
    )
  const count = photos.data.length
  const needed = picturesStillNeeded(count)
  const minimum = MIN_LISTING_PHOTOS
  return (
    <>
      <p data-testid="onboarding-pictures-count">
        {needed > 0 ? (
          <Plural
            value={needed}
            one={`Your listing needs at least ${minimum} pictures before it is checked: # still to add. You can also add them later from your camper’s page.`}
            other={`Your listing needs at least ${minimum} pictures before it is checked: # still to add. You can also add them later from your camper’s page.`}
          />
        ) : (
          <Plural
            value={count}
            one="Your camper has # picture: enough to be checked. You can add more, or go on."
            other="Your camper has # pictures: enough to be checked. You can add more, or go on."
          />
        )}
      </p>
      <PictureDropZone
        existingCount={count}
        upload={async (file) => {
          await addVehiclePhoto(vehicleId, file)
          await queryClient.invalidateQueries({ queryKey: options.queryKey })
        }}
      />
    </>
  )
}
