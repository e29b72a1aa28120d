import { useQuery } from '@tanstack/react-query'
import { useLocation } from 'react-router'
import { isLoggedIn } from '../lib/auth-tokens'
import { meQueryOptions } from '../api/get-me'
import { routingQueryOptions } from '../api/get-routing'
import { referentialQueryOptions } from '../api/get-referential'
import { useLocale } from '../lib/locale-context'

/** The data every piece of the chrome reads: the signed-in user, the routing links and the referential. */
export function useShellData() {
  useLocation() // re-read the token state on every navigation
  const { locale } = useLocale()
  const loggedIn = isLoggedIn()
  const me = useQuery({ ...meQueryOptions(), enabled: loggedIn })
  const routing = useQuery(routingQueryOptions(locale))
  const referential = useQuery(referentialQueryOptions(locale))
  return { loggedIn, me: loggedIn ? me.data : undefined, routing: routing.data, referential: referential.data }
}
