// Spec 1 §2 and §9: the optional chatbot widget.
import type { Locale } from './locales'
import type { PublicConfig } from './public-config'

export type ChatbotLanguage = 'en' | 'fr' | 'pt' | 'it' | 'es'

/**
 * Swiss, English-speaking, Dutch and Belgian locales use en; fr uses fr; pt, it, es use themselves;
 * ca uses es. The spec names no rule for de and de-at: they use en like the other unsupported cases.
 */
const LANGUAGE_BY_LOCALE: Record<Locale, ChatbotLanguage> = {
  ca: 'es',
  de: 'en',
  'de-at': 'en',
  'de-ch': 'en',
  en: 'en',
  'en-gb': 'en',
  'en-ie': 'en',
  'en-us': 'en',
  es: 'es',
  fr: 'fr',
  'fr-be': 'en',
  'fr-ch': 'en',
  it: 'it',
  'it-ch': 'en',
  nl: 'en',
  'nl-be': 'en',
  'pt-pt': 'pt',
}

export function chatbotLanguage(locale: Locale): ChatbotLanguage {
  return LANGUAGE_BY_LOCALE[locale]
}

/** The chatbot needs the feature flag, a script address and a chatbot id. */
export function chatbotSettings(config: Pick<PublicConfig, 'chatbot'>): { scriptUrl: string; id: string } | null {
  const { enabled, scriptUrl, id } = config.chatbot
  return enabled && scriptUrl && id ? { scriptUrl, id } : null
}

/** Whitelisted paths (without locale prefix): /, /s, /campers/*, /d/*. */
export function isChatbotPath(path: string): boolean {
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/'
  return clean === '/' || clean === '/s' || /^\/(campers|d)\/.+/.test(clean)
}
