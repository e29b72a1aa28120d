import { useParams } from 'react-router'

/** The :id of an owner camper route, or null when it is not a camper id (digits only). */
export function useCamperId(): number | null {
  const { id = '' } = useParams()
  return /^\d+$/.test(id) && Number(id) > 0 ? Number(id) : null
}
