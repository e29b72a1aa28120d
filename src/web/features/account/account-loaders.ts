import { replace, type LoaderFunctionArgs } from 'react-router'
import { localizePath } from '../../../domain/locale-routing'
import { isLoggedIn } from '../../lib/auth-tokens'
import { moneyboxesQueryOptions } from './api/list-moneyboxes'
import { paths } from '../../lib/paths'
import { localeOf, type LoaderDeps } from '../../lib/route-loader'

/** /d/account/rental-credits: only for a user with rental credits; everyone else goes back to the account (spec 1 §2). */
export function rentalCreditsLoader({ queryClient, config }: LoaderDeps) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    // Signed out: the dashboard's own loader sends the visitor to sign in.
    if (!isLoggedIn()) return null
    const credits = await queryClient.ensureQueryData(moneyboxesQueryOptions())
    if (credits.length === 0)
      throw replace(localizePath(paths.account.href(), localeOf(request, config, params), config.localeStrategy))
    return null
  }
}
