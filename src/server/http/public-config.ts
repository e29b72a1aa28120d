import type { PublicConfig } from '../../domain/public-config'
import { DEFAULT_LOCALE } from '../../domain/locales'
import type { Env } from '../env'

export function publicConfig(env: Env): PublicConfig {
  return {
    apiKey: env.API_KEY,
    clientId: env.OAUTH_CLIENT_ID,
    signInUrl: env.SIGN_IN_URL.trim() === '' ? null : env.SIGN_IN_URL,
    singleSignOn: env.SINGLE_SIGN_ON,
    localeStrategy: env.LOCALE_STRATEGY,
    localeCookieDisabled: env.LOCALE_COOKIE_DISABLED,
    defaultLocale: DEFAULT_LOCALE,
    sentryDsn: env.SENTRY_DSN ?? null,
    adminUrl: env.ADMIN_URL ?? null,
    fleetManagerUrl: env.FLEET_MANAGER_URL ?? null,
    showGetTheApps: env.SHOW_GET_THE_APPS,
    mapStyleUrl: env.MAP_STYLE_URL ?? null,
    replayClock: env.REPLAY_CLOCK,
    chatbot: { enabled: env.CHATBOT_ENABLED, scriptUrl: env.CHATBOT_SCRIPT_URL ?? null, id: env.CHATBOT_ID ?? null },
  }
}
