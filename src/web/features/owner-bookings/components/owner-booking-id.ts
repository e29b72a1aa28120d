import { useParams } from 'react-router'

/** The :id of an owner booking route, or null when it is not a booking id (digits only). */
export function useOwnerBookingId(): number | null {
  const { id = '' } = useParams()
  return /^\d+$/.test(id) && Number(id) > 0 ? Number(id) : null
}
