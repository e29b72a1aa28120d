/// <reference types="vite/client" />
import type { PublicConfig } from '../domain/public-config'

declare global {
  const __BUILD_ID__: string
  interface Window {
    __ROAM_CONFIG__?: PublicConfig
    /** API answers written into the page by the server, by path and query (src/web/lib/served-answers.ts). */
    __ROAM_SERVED__?: Record<string, unknown>
  }
}

declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
