import { data, redirect, type LoaderFunctionArgs } from 'react-router'
import { localizePath } from '../../../domain/locale-routing'
import { safeNextPath } from '../../../domain/safe-redirect'
import { storeTokens } from '../../lib/auth-tokens'
import { localeOf, type LoaderDeps } from '../../lib/route-loader'

/** /login: hands over to the configured sign-in address with next; none configured is an error. */
export function loginLoader({ config }: LoaderDeps) {
  return ({ request, params }: LoaderFunctionArgs) => {
    if (!config.signInUrl) throw data({ reason: 'no_sign_in_url' }, { status: 500 })
    const url = new URL(request.url)
    const next = safeNextPath(url.searchParams.get('next'))
    if (/^https?:\/\//.test(config.signInUrl)) {
      const target = new URL(config.signInUrl)
      target.searchParams.set('next', next)
      window.location.replace(target.toString())
      return null
    }
    const locale = localeOf(request, config, params)
    const [signInPath = '/', signInQuery = ''] = config.signInUrl.split('?')
    const query = new URLSearchParams(signInQuery)
    query.set('next', next)
    throw redirect(`${localizePath(signInPath, locale, config.localeStrategy)}?${query}`)
  }
}

/** /auth/success: an external sign-in comes back here, possibly carrying the tokens, then goes to next. */
export function authSuccessLoader({ queryClient }: LoaderDeps) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url)
    const accessToken = url.searchParams.get('access_token')
    const refreshToken = url.searchParams.get('refresh_token')
    if (accessToken && refreshToken) {
      storeTokens({
        access_token: accessToken,
        refresh_token: refreshToken,
        expires_in: Number(url.searchParams.get('expires_in')) || 3600,
      })
      await queryClient.invalidateQueries()
    }
    throw redirect(safeNextPath(url.searchParams.get('next')))
  }
}
