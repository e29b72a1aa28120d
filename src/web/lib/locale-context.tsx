import { createContext, useCallback, useContext, type ComponentProps } from 'react'
import { Link } from 'react-router'
import type { Locale } from '../../domain/locales'
import type { LocaleStrategy } from '../../domain/public-config'
import { localizePath } from '../../domain/locale-routing'

export interface LocaleState {
  locale: Locale
  strategy: LocaleStrategy
}

export const LocaleContext = createContext<LocaleState>({ locale: 'en-us', strategy: 'no_prefix' })

export function useLocale(): LocaleState {
  return useContext(LocaleContext)
}

/** Localises an app address ('/s?x=1') for the current locale and strategy. */
export function useLocalizedPath(): (path: string) => string {
  const { locale, strategy } = useLocale()
  return useCallback(
    (path: string) => {
      const [pathname = '/', ...rest] = path.split('?')
      const search = rest.length ? `?${rest.join('?')}` : ''
      return `${localizePath(pathname, locale, strategy)}${search}`
    },
    [locale, strategy],
  )
}

/** A router link whose `to` is an unlocalised app path. */
export function LocalizedLink({ to, ...props }: Omit<ComponentProps<typeof Link>, 'to'> & { to: string }) {
  const localize = useLocalizedPath()
  return <Link to={localize(to)} {...props} />
}
