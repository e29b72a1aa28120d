import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CountryPicker } from '../../../src/web/components/country-picker'
import { LocaleContext } from '../../../src/web/lib/locale-context'
import type { Locale } from '../../../src/domain/locales'

function renderPicker(locale: Locale, defaultValue?: string, onChange?: (code: string) => void) {
  render(
    <I18nProvider i18n={i18n}>
      <LocaleContext.Provider value={{ locale, strategy: 'prefix_except_default' }}>
        <form aria-label="Form">
          <label htmlFor="nationality">Nationality</label>
          <CountryPicker id="nationality" name="nationality" defaultValue={defaultValue} onChange={onChange} />
        </form>
      </LocaleContext.Provider>
    </I18nProvider>,
  )
  return screen.getByRole('combobox', { name: 'Nationality' })
}

const sent = () => new FormData(screen.getByRole('form', { name: 'Form' }) as HTMLFormElement).get('nationality')

describe('country picker', () => {
  it('finds France by typing "fra" on a French page, names in French first', () => {
    const field = renderPicker('fr')
    fireEvent.change(field, { target: { value: 'fra' } })
    const options = screen.getAllByRole('option').map((option) => option.textContent)
    expect(options[0]).toBe('France')
    expect(options).toContain('Polynésie française')
    fireEvent.click(screen.getByRole('option', { name: 'France' }))
    expect(field).toHaveValue('France')
    expect(sent()).toBe('FR')
  })

  it('matches names without their accents', () => {
    const field = renderPicker('fr')
    fireEvent.change(field, { target: { value: 'etats-u' } })
    expect(screen.getByRole('option', { name: 'États-Unis' })).toBeInTheDocument()
  })

  it('chooses with the keyboard: arrows move, Enter takes, Escape gives the last choice back', () => {
    const onChange = vi.fn()
    const field = renderPicker('en', undefined, onChange)
    fireEvent.change(field, { target: { value: 'ger' } })
    expect(field).toHaveAttribute('aria-expanded', 'true')
    fireEvent.keyDown(field, { key: 'ArrowDown' })
    const first = screen.getAllByRole('option')[0]!
    expect(first).toHaveAttribute('aria-selected', 'true')
    expect(field).toHaveAttribute('aria-activedescendant', first.id)
    fireEvent.keyDown(field, { key: 'Enter' })
    expect(field).toHaveValue('Germany')
    expect(field).toHaveAttribute('aria-expanded', 'false')
    expect(sent()).toBe('DE')
    expect(onChange).toHaveBeenCalledWith('DE')

    fireEvent.change(field, { target: { value: 'Spa' } })
    fireEvent.keyDown(field, { key: 'Escape' })
    expect(field).toHaveValue('Germany')
    expect(sent()).toBe('DE')
  })

  it('sends the country typed even when the form is sent from the field', () => {
    const field = renderPicker('en')
    fireEvent.change(field, { target: { value: 'fr' } })
    expect(sent()).toBe('FR')
    fireEvent.keyDown(field, { key: 'Enter' })
    expect(field).toHaveValue('France')
  })

  it('takes a name or a code typed in full when the field is left', () => {
    const field = renderPicker('en')
    fireEvent.change(field, { target: { value: 'ch' } })
    fireEvent.blur(field)
    expect(field).toHaveValue('Switzerland')
    expect(sent()).toBe('CH')
    fireEvent.change(field, { target: { value: 'nowhere' } })
    fireEvent.blur(field)
    expect(field).toHaveValue('Switzerland')
  })

  it('starts from the saved code, named in the page language', () => {
    const field = renderPicker('de', 'be')
    expect(field).toHaveValue('Belgien')
    expect(sent()).toBe('BE')
  })
})
