import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { UnavailableReasons } from '../../../src/web/features/listing/components/unavailable-reasons'
import { activateRealCatalogs, activateSourceStrings } from '../support/catalogs'

describe('unavailable reasons', () => {
  afterEach(activateSourceStrings)

  it.each([
    ['en', 1, 'This camper is rented for at least 1 day.'],
    ['en', 2, 'This camper is rented for at least 2 days.'],
    ['fr', 1, 'Ce camping-car se loue pour 1 jour minimum.'],
    ['fr', 2, 'Ce camping-car se loue pour 2 jours minimum.'],
  ] as const)('in %s, a minimum of %i reads “%s”', async (locale, minDays, sentence) => {
    await activateRealCatalogs(locale)
    render(
      <I18nProvider i18n={i18n}>
        <UnavailableReasons reasons={['min_days']} minDays={minDays} />
      </I18nProvider>,
    )
    expect(screen.getByText(sentence)).toBeInTheDocument()
  })
})
