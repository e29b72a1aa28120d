import { useParams } from 'react-router'

/** The :id of a conversation route, or null on the inbox alone or when it is not an id. */
export function useChatId(): number | null {
  const { id = '' } = useParams()
  return /^\d+$/.test(id) && Number(id) > 0 ? Number(id) : null
}
