import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { apiError, signOut } from '../support/mock-api-client'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'

const SLOW = { timeout: 5000 }
// Each test walks several screens on a machine shared with other builds.
vi.setConfig({ testTimeout: 20_000 })

beforeAll(async () => {
  for (const page of [
    'account-page',
    'profile-page',
    'certify-phone-page',
    'password-page',
    'delete-account-page',
    'professional-page',
    'rental-credits-page',
  ]) {
    await import(`../../../src/web/features/account/pages/${page}.tsx`)
  }
}, 60_000)

const credit = { id: 1, amount: '25.00', currency: 'EUR', expire_at: '2027-03-01T00:00:00Z' }

function signedIn(overrides: Record<string, unknown> = {}) {
  const user = {
    id: 7,
    email: 'ada@roam.test',
    first_name: 'Ada',
    last_name: 'Lovelace',
    is_active: true,
    is_owner: false,
    is_staff: false,
    is_pro: false,
    professional: false,
    professional_type: null,
    booking_as_guest: 0,
    booking_as_owner: 0,
    phone: '+33612345678',
    phone_verified: false,
    borned_on: '1990-04-21',
    joined_at: '2024-01-01T00:00:00Z',
    locale: 'en',
    languages: ['fr'],
    description: null,
    profile_picture: { url: null },
    moneyboxes: [],
    nb_campers: 0,
    ...overrides,
  }
  state.loggedIn = true
  state.responses['GET /3/users/me/'] = () => user
  return user
}

describe('/d/account', () => {
  it('links to profile and password; professional and rental credits only for those who have them', async () => {
    signedIn()
    await renderApp('/d/account')
    expect(await screen.findByRole('link', { name: /Profile/ }, SLOW)).toHaveAttribute('href', '/d/account/profile')
    expect(screen.getByRole('link', { name: /Password/ })).toHaveAttribute('href', '/d/account/password')
    expect(screen.queryByRole('link', { name: /Professional account/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Rental credits/ })).not.toBeInTheDocument()
  })

  it('shows the professional and rental credits sections when they apply', async () => {
    signedIn({ is_pro: true, moneyboxes: [credit] })
    await renderApp('/d/account')
    expect(await screen.findByRole('link', { name: /Professional account/ }, SLOW)).toHaveAttribute(
      'href',
      '/d/account/professional',
    )
    expect(screen.getByRole('link', { name: /Rental credits/ })).toHaveAttribute('href', '/d/account/rental-credits')
  })
})

describe('/d/account/profile', () => {
  it('saves the profile and shows field errors next to their field', async () => {
    signedIn()
    const sent: unknown[] = []
    state.responses['PATCH /3/users/me/'] = (body: unknown) => {
      sent.push(body)
      return sent.length === 1
        ? apiError(
            400,
            { phone: ['Enter a valid phone number in international format, e.g. +33612345678.'] },
            'PATCH',
            '/3/users/me/',
          )
        : { ...signedIn(), first_name: 'Grace' }
    }
    await renderApp('/d/account/profile')
    const firstName = await screen.findByLabelText('First name', undefined, SLOW)
    expect(firstName).toHaveValue('Ada')
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1990-04-21')
    expect(screen.getByRole('link', { name: 'Certify this number' })).toHaveAttribute(
      'href',
      '/d/account/profile/certify-phone',
    )
    fireEvent.change(firstName, { target: { value: 'Grace' } })
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '0612' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save my profile' }))
    expect(
      await screen.findByText('Enter a valid phone number in international format, e.g. +33612345678.'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true')
    expect(sent[0]).toEqual({
      first_name: 'Grace',
      last_name: 'Lovelace',
      phone: '0612',
      borned_on: '1990-04-21',
      languages: ['fr'],
    })

    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save my profile' }))
    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument()
    expect(sent[1]).toMatchObject({ phone: null })
  })

  it('uploads a new picture and shows the server refusal', async () => {
    signedIn()
    state.responses['POST /3/users/me/pictures/'] = apiError(
      400,
      { picture: ['The picture is too small: it must be at least 638 × 426 pixels.'] },
      'POST',
      '/3/users/me/pictures/',
    )
    await renderApp('/d/account/profile')
    const input = await screen.findByLabelText('Profile picture', undefined, SLOW)
    fireEvent.change(input, { target: { files: [new File(['x'], 'me.png', { type: 'image/png' })] } })
    expect(
      await screen.findByText('The picture is too small: it must be at least 638 × 426 pixels.'),
    ).toBeInTheDocument()
  })
})

describe('/d/account/profile/certify-phone', () => {
  it('sends a code, shows the bad-code error on a 400, and certifies with the right code', async () => {
    let verified = false
    state.loggedIn = true
    signedIn()
    state.responses['GET /3/users/me/'] = () => ({ ...signedIn(), phone_verified: verified })
    state.responses['GET /3/certify-phone/'] = {
      phone: '+33612345678',
      phone_verified: false,
      sent: true,
      expires_at: '2026-11-21T21:10:00Z',
      attempts_left: 5,
    }
    state.responses['POST /3/certify-phone/'] = (body: unknown) => {
      if ((body as { code: string }).code !== '424242')
        return apiError(400, { code: ['This code is not valid. 4 tries left.'] }, 'POST', '/3/certify-phone/')
      verified = true
      return { phone: '+33612345678', phone_verified: true }
    }
    await renderApp('/d/account/profile/certify-phone')
    fireEvent.click(await screen.findByRole('button', { name: 'Send me a code' }, SLOW))
    expect(await screen.findByText(/Code sent. It is valid until/)).toBeInTheDocument()

    fireEvent.change(screen.getByLabelText('Code received by text message'), { target: { value: '000000' } })
    fireEvent.click(screen.getByRole('button', { name: 'Certify my number' }))
    // The message of dashboard.account.certify_phone.form.error, then the server's detail.
    expect(
      await screen.findByText('This code is not valid. Check the text message or ask for a new code.'),
    ).toBeInTheDocument()
    expect(screen.getByText('This code is not valid. 4 tries left.')).toBeInTheDocument()

    fireEvent.change(screen.getByLabelText('Code received by text message'), { target: { value: '424242' } })
    fireEvent.click(screen.getByRole('button', { name: 'Certify my number' }))
    expect(await screen.findByText('Your phone number +33612345678 is certified.')).toBeInTheDocument()
  })

  it('asks for a phone number first when the profile has none', async () => {
    signedIn({ phone: null })
    await renderApp('/d/account/profile/certify-phone')
    expect(await screen.findByText('Add a phone number to your profile first.', undefined, SLOW)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Send me a code' })).not.toBeInTheDocument()
  })
})

describe('/d/account/password', () => {
  it('shows the policy errors, then confirms the change', async () => {
    signedIn()
    const sent: unknown[] = []
    state.responses['POST /3/manage-password/'] = (body: unknown) => {
      sent.push(body)
      return sent.length === 1
        ? apiError(
            400,
            { new_password: ['This password is too common: it appears in lists of breached passwords.'] },
            'POST',
            '/3/manage-password/',
          )
        : { detail: 'Password changed.' }
    }
    await renderApp('/d/account/password')
    fireEvent.change(await screen.findByLabelText('Current password', undefined, SLOW), {
      target: { value: 'correct horse battery' },
    })
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'baseball' } })
    fireEvent.click(screen.getByRole('button', { name: 'Change my password' }))
    expect(
      await screen.findByText('This password is too common: it appears in lists of breached passwords.'),
    ).toBeInTheDocument()
    expect(sent[0]).toEqual({ old_password: 'correct horse battery', new_password: 'baseball' })

    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a camper by the lake' } })
    fireEvent.click(screen.getByRole('button', { name: 'Change my password' }))
    expect(
      await screen.findByText('Your password is changed. Your other devices have been signed out.'),
    ).toBeInTheDocument()
  })
})

describe('/d/account/profile/delete', () => {
  it('deletes only after the confirmation, then signs out and goes home', async () => {
    signedIn()
    let deleted = false
    state.responses['DELETE /3/users/me/'] = () => {
      deleted = true
      return null
    }
    const { router } = await renderApp('/d/account/profile/delete')
    const button = await screen.findByRole('button', { name: 'Delete my account for good' }, SLOW)
    expect(button).toBeDisabled()
    fireEvent.click(screen.getByLabelText('I understand that this cannot be undone.'))
    fireEvent.click(button)
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), SLOW)
    expect(deleted).toBe(true)
    expect(signOut).toHaveBeenCalled()
  })
})

describe('/d/account/professional', () => {
  it('creates the company, with the UBO notice for a business, and the legal owner', async () => {
    signedIn({ is_pro: true })
    const posted: Record<string, unknown[]> = { company: [], legal: [] }
    state.responses['GET /v4/users/me/company/'] = apiError(404, { detail: 'No company yet: create it with POST.' })
    state.responses['GET /v4/users/me/legal/'] = apiError(404, { detail: 'No legal owner yet: create it with POST.' })
    state.responses['POST /v4/users/me/company/'] = (body: unknown) => {
      posted.company!.push(body)
      return { ...(body as object), ubo_declaration_required: true, updated_at: '2026-11-21T00:00:00Z' }
    }
    state.responses['POST /v4/users/me/legal/'] = (body: unknown) => {
      posted.legal!.push(body)
      return apiError(400, { borned_on: ['You must be at least 18 years old.'] }, 'POST', '/v4/users/me/legal/')
    }
    await renderApp('/d/account/professional')
    const type = await screen.findByLabelText('Type of company', undefined, SLOW)
    expect(screen.queryByText(/ultimate beneficial owners/)).not.toBeInTheDocument()
    fireEvent.change(type, { target: { value: 'BUSINESS' } })
    expect(screen.getByText(/ultimate beneficial owners/)).toBeInTheDocument()
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Vans du Sud' } })
    const country = screen.getByRole('combobox', { name: 'Country' })
    fireEvent.change(country, { target: { value: 'fra' } })
    fireEvent.click(screen.getByRole('option', { name: 'France' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save the company' }))
    expect(await screen.findByText('The company is saved.')).toBeInTheDocument()
    expect(posted.company![0]).toMatchObject({ type: 'BUSINESS', name: 'Vans du Sud', country: 'FR', vat_number: null })

    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '2015-01-01' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save the legal owner' }))
    expect(await screen.findByText('You must be at least 18 years old.')).toBeInTheDocument()
  })

  it('prefills the legal owner countries by name and sends their codes', async () => {
    signedIn({ is_pro: true })
    const legal = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      borned_on: '1990-04-21',
      nationality: 'DE',
      country_of_residence: 'FR',
    }
    const saved: unknown[] = []
    state.responses['GET /v4/users/me/company/'] = apiError(404, { detail: 'No company yet: create it with POST.' })
    state.responses['GET /v4/users/me/legal/'] = legal
    state.responses['PATCH /v4/users/me/legal/'] = (body: unknown) => {
      saved.push(body)
      return { ...legal, ...(body as object) }
    }
    await renderApp('/d/account/professional')
    const nationality = await screen.findByRole('combobox', { name: 'Nationality' }, SLOW)
    expect(nationality).toHaveValue('Germany')
    const residence = screen.getByRole('combobox', { name: 'Country of residence' })
    expect(residence).toHaveValue('France')
    fireEvent.change(residence, { target: { value: 'belg' } })
    fireEvent.keyDown(residence, { key: 'ArrowDown' })
    fireEvent.keyDown(residence, { key: 'Enter' })
    expect(residence).toHaveValue('Belgium')
    fireEvent.click(screen.getByRole('button', { name: 'Save the legal owner' }))
    expect(await screen.findByText('The legal owner is saved.', undefined, SLOW)).toBeInTheDocument()
    expect(saved[0]).toMatchObject({ nationality: 'DE', country_of_residence: 'BE' })
  })

  it('tells a non-professional the page is not for them', async () => {
    signedIn()
    await renderApp('/d/account/professional')
    expect(await screen.findByText('This page is for professional accounts.', undefined, SLOW)).toBeInTheDocument()
    expect(screen.queryByLabelText('Type of company')).not.toBeInTheDocument()
  })
})

describe('/d/account/rental-credits', () => {
  it('lists the credits with their expiry', async () => {
    signedIn({ moneyboxes: [credit] })
    state.responses['GET /3/moneyboxes/'] = [credit]
    await renderApp('/d/account/rental-credits')
    expect(await screen.findByText('€25.00', undefined, SLOW)).toBeInTheDocument()
    expect(screen.getByText(/Expires on Mar 1, 2027/)).toBeInTheDocument()
  })

  it('sends a user without credits back to the account', async () => {
    signedIn()
    state.responses['GET /3/moneyboxes/'] = []
    const { router } = await renderApp('/d/account/rental-credits')
    await waitFor(() => expect(router.state.location.pathname).toBe('/d/account'), SLOW)
  })
})
