import { i18n } from '@lingui/core'
import type { Messages } from '@lingui/core'

/**
 * The setup mocks the catalogue loader and renders English source strings; a test that checks another language
 * activates that locale's real compiled catalogues (the Lingui plugin compiles the .po on import).
 */
export async function activateRealCatalogs(locale: string): Promise<void> {
  const parts = await Promise.all(
    ['messages', 'dashboard'].map(
      async (part) => ((await import(`../../../locales/${locale}/${part}.po`)) as { messages: Messages }).messages,
    ),
  )
  i18n.loadAndActivate({ locale, messages: Object.assign({}, ...parts) as Messages })
}

/** Back to the setup's English source strings. */
export function activateSourceStrings(): void {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
}
