import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { timeZoneToRecord } from '../../domain/time-zones'
import { meKey } from '../api/get-me'
import { saveTimeZone } from '../api/save-time-zone'
import { browserTimeZone } from '../lib/time-zone'
import { useShellData } from './use-shell-data'

/** Accounts asked once per page load: a refused or failed save is not retried in a loop. */
const asked = new Set<number>()

/** Gives a signed-in account without a time zone this browser's, once, so its emails read in the user's clock. */
export function TimeZoneRecorder() {
  const { me } = useShellData()
  const queryClient = useQueryClient()
  const zone = timeZoneToRecord(me, browserTimeZone())
  const userId = me?.id

  useEffect(() => {
    if (!zone || userId === undefined || asked.has(userId)) return
    asked.add(userId)
    saveTimeZone(zone).then(
      (user) => queryClient.setQueryData(meKey, user),
      () => undefined,
    )
  }, [zone, userId, queryClient])

  return null
}
