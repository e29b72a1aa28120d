import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import { vehicleTypeKey, type VehicleTypeKey } from '../../../../domain/search-query'

const LABELS: Record<VehicleTypeKey, MessageDescriptor> = {
  lowprofile: msg`Low profile`,
  coachbuilt: msg`Coachbuilt`,
  a_class: msg`A-class`,
  campervan: msg`Campervan`,
  van: msg`Van`,
  caravan: msg`Caravan`,
  other: msg`Other`,
}

/** The translated name of a vehicle type (1..7). */
export function useVehicleTypeLabel(): (type: number) => string {
  const { i18n } = useLingui()
  return useCallback((type: number) => i18n._(LABELS[vehicleTypeKey(type)]), [i18n])
}
