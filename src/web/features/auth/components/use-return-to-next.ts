import { useNavigate, useSearchParams } from 'react-router'
import { safeNextPath } from '../../../../domain/safe-redirect'
import { useLocalizedPath } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'

/** The `next` of the address, and the way back to it once signed in (home when it is not ours). */
export function useReturnToNext() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const next = params.get('next')
  return {
    next,
    returnToNext: () => void navigate(safeNextPath(next, localize(paths.home.href())), { replace: true }),
  }
}
