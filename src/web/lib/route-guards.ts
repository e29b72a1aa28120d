import { data, redirect, type LoaderFunctionArgs } from 'react-router'
import { localizePath } from '../../domain/locale-routing'
import { meQueryOptions } from '../api/get-me'
import { isLoggedIn } from './auth-tokens'
import { paths } from './paths'
import { localeOf, loginRedirect, type LoaderDeps } from './route-loader'

// Who may open a page: the app's routes and the features' own loaders share these checks.

/** /d/* needs a signed-in user (spec 1 §2 Dashboard). */
export function requireAuthLoader({ config }: LoaderDeps) {
  return ({ request, params }: LoaderFunctionArgs) => {
    if (!isLoggedIn()) throw loginRedirect(request, config, params)
    return null
  }
}

/** /login/log-as is for staff only; others get a 403 error page. */
export function requireStaffLoader({ queryClient, config }: LoaderDeps) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    if (!isLoggedIn()) throw loginRedirect(request, config, params)
    const me = await queryClient.ensureQueryData(meQueryOptions())
    if (!me.is_staff) throw data({ fingerprint: 'not_staff' }, { status: 403 })
    return null
  }
}

/** Spec 2 §2 and §6: the owner area is for owners; anyone else is sent to their trips. */
export async function requireOwner({ queryClient, config }: LoaderDeps, { request, params }: LoaderFunctionArgs) {
  // Child loaders run alongside the dashboard's: each checks the sign-in itself.
  if (!isLoggedIn()) throw loginRedirect(request, config, params)
  const me = await queryClient.ensureQueryData(meQueryOptions())
  if (!me.is_owner)
    throw redirect(localizePath(paths.trips.href(), localeOf(request, config, params), config.localeStrategy))
}

/** /d/bookings/{id}: owners only. */
export function requireOwnerLoader(deps: LoaderDeps) {
  return async (args: LoaderFunctionArgs) => {
    await requireOwner(deps, args)
    return null
  }
}
