import type { QueryClient } from '@tanstack/react-query'
import { redirect, type LoaderFunctionArgs } from 'react-router'
import type { Locale } from '../../domain/locales'
import type { PublicConfig } from '../../domain/public-config'
import { localizePath } from '../../domain/locale-routing'
import { resolveLocale } from './locale-resolution'
import { paths } from './paths'

/** What every route loader is built with: the app's query client and the public configuration. */
export interface LoaderDeps {
  queryClient: QueryClient
  config: PublicConfig
}

export function localeOf(request: Request, config: PublicConfig, params: LoaderFunctionArgs['params']): Locale {
  const url = new URL(request.url)
  const resolution = resolveLocale(url.pathname, url.search, params.locale !== undefined, config)
  return resolution.kind === 'locale' ? resolution.locale : config.defaultLocale
}

export function loginRedirect(request: Request, config: PublicConfig, params: LoaderFunctionArgs['params']) {
  const url = new URL(request.url)
  const locale = localeOf(request, config, params)
  return redirect(
    `${localizePath(paths.login.href(), locale, config.localeStrategy)}?${new URLSearchParams({ next: `${url.pathname}${url.search}` })}`,
  )
}
