import { describe, expect, it } from 'vitest'
import {
  alternateLinks,
  detectLocale,
  localeFromHost,
  localeFromPath,
  localizePath,
  matchBrowserLanguage,
  stripLocale,
} from '../../src/domain/locale-routing'

describe('locale routing', () => {
  it('reads the locale of a path under each strategy', () => {
    expect(localeFromPath('/fr-be/s', 'prefix')).toBe('fr-be')
    expect(localeFromPath('/s', 'prefix')).toBeNull()
    expect(localeFromPath('/de/s', 'prefix_except_default')).toBe('de')
    expect(localeFromPath('/s', 'prefix_except_default')).toBe('en-us')
    expect(localeFromPath('/en-us/s', 'prefix_and_default')).toBe('en-us')
    expect(localeFromPath('/s', 'prefix_and_default')).toBeNull()
    expect(localeFromPath('/fr/s', 'no_prefix')).toBeNull()
    expect(localeFromPath('/sv/s', 'prefix')).toBeNull()
  })

  it('strips a locale prefix, keeping query and hash', () => {
    expect(stripLocale('/fr-be/s?where=gent#map')).toBe('/s?where=gent#map')
    expect(stripLocale('/fr')).toBe('/')
    expect(stripLocale('/fr/')).toBe('/')
    expect(stripLocale('/france/s')).toBe('/france/s')
    expect(stripLocale('/s')).toBe('/s')
  })

  it('localizes a path under each strategy', () => {
    expect(localizePath('/s?x=1', 'de', 'no_prefix')).toBe('/s?x=1')
    expect(localizePath('/fr/s', 'de', 'prefix')).toBe('/de/s')
    expect(localizePath('/', 'de', 'prefix')).toBe('/de')
    expect(localizePath('/s', 'en-us', 'prefix_except_default')).toBe('/s')
    expect(localizePath('/de/s', 'en-us', 'prefix_except_default')).toBe('/s')
    expect(localizePath('/s', 'it-ch', 'prefix_except_default')).toBe('/it-ch/s')
    expect(localizePath('/s', 'en-us', 'prefix_and_default')).toBe('/en-us/s')
  })

  it('matches browser languages to the closest locale', () => {
    expect(matchBrowserLanguage('de-AT')).toBe('de-at')
    expect(matchBrowserLanguage('pt')).toBe('pt-pt')
    expect(matchBrowserLanguage('pt-BR')).toBe('pt-pt')
    expect(matchBrowserLanguage('en')).toBe('en')
    expect(matchBrowserLanguage('en-AU')).toBe('en')
    expect(matchBrowserLanguage('fr-CA')).toBe('fr')
    expect(matchBrowserLanguage('nl_BE')).toBe('nl-be')
    expect(matchBrowserLanguage('sv-SE')).toBeNull()
  })

  it('detects cookie first, then browser languages, then the fallback', () => {
    expect(detectLocale({ cookie: 'it', languages: ['de-AT'] })).toBe('it')
    expect(detectLocale({ cookie: 'xx', languages: ['sv', 'de-AT'] })).toBe('de-at')
    expect(detectLocale({ cookie: null, languages: ['sv'] })).toBe('en-us')
    expect(detectLocale({ languages: [], fallback: 'fr' })).toBe('fr')
  })

  it('maps each country domain to its locale', () => {
    expect(localeFromHost('www.roam.fr')).toBe('fr')
    expect(localeFromHost('roam.at')).toBe('de-at')
    expect(localeFromHost('roam.ch')).toBe('de-ch')
    expect(localeFromHost('fr.roam.ch')).toBe('fr-ch')
    expect(localeFromHost('it.roam.ch')).toBe('it-ch')
    expect(localeFromHost('roam.be')).toBe('nl-be')
    expect(localeFromHost('fr.roam.be')).toBe('fr-be')
    expect(localeFromHost('roam.com')).toBe('en-gb')
    expect(localeFromHost('roam.co.uk')).toBe('en-gb')
    expect(localeFromHost('roam.us')).toBe('en-us')
    expect(localeFromHost('roam.cat')).toBe('ca')
    expect(localeFromHost('localhost')).toBeNull()
  })

  it('emits an alternate link per locale plus x-default', () => {
    const links = alternateLinks('/fr/s?x=1', 'prefix_except_default', 'https://roam.example/')
    expect(links).toHaveLength(18)
    expect(links).toContainEqual({ hreflang: 'de-AT', href: 'https://roam.example/de-at/s?x=1' })
    expect(links).toContainEqual({ hreflang: 'en-US', href: 'https://roam.example/s?x=1' })
    expect(links.at(-1)).toEqual({ hreflang: 'x-default', href: 'https://roam.example/s?x=1' })
  })
})
