/// <reference types="vite/client" />
import type { PublicConfig } from '../domain/public-config'

declare global {
  const __BUILD_ID__: string
  interface Window {
    __ROAM_CONFIG__?: PublicConfig
  }
}

declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
