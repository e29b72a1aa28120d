import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { api, apiError } from '../support/mock-api-client'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'

const SLOW = { timeout: 5000 }
vi.setConfig({ testTimeout: 20_000 })

// This device's clock says New York, whatever zone the test machine runs in.
vi.mock('../../../src/web/lib/time-zone', () => ({ browserTimeZone: () => 'America/New_York' }))

beforeAll(async () => {
  await import('../../../src/web/features/account/pages/notification-preferences-page')
}, 60_000)

function signedIn(id: number, account: Record<string, unknown>) {
  const user = {
    id,
    email: 'ada@roam.test',
    first_name: 'Ada',
    is_owner: false,
    is_staff: false,
    is_pro: false,
    phone_verified: false,
    profile_picture: { url: null },
    moneyboxes: [],
    acting_staff: null,
    ...account,
  }
  state.loggedIn = true
  state.responses['GET /3/users/me/'] = () => user
  state.responses['GET /v4/notification-preferences/'] = { email: [] }
  const sent: unknown[] = []
  state.responses['PATCH /3/users/me/'] = (body: unknown) => {
    sent.push(body)
    Object.assign(user, body)
    return { ...user }
  }
  return sent
}

const patches = () => vi.mocked(api.PATCH).mock.calls.filter(([path]) => path === '/3/users/me/')

describe('the time zone on /d/account/notifications', () => {
  it('shows the saved zone among zones grouped by area, saves another, and offers this device’s', async () => {
    const sent = signedIn(21, { time_zone: 'Europe/Paris' })
    await renderApp('/d/account/notifications')
    const select = await screen.findByRole('combobox', { name: 'Time zone' }, SLOW)
    expect(select).toHaveValue('Europe/Paris')
    expect(select).toHaveAccessibleDescription(
      /^Dates and times in your emails and notifications are written in this time zone\. It is now \d\d:\d\d .+ there\.$/,
    )
    const groups = within(select).getAllByRole('group')
    const labels = groups.map((group) => group.getAttribute('label'))
    expect(labels).toEqual([...labels].sort((a, b) => a!.localeCompare(b!, 'en')))
    expect(labels).toContain('Europe')
    const europe = groups.find((group) => group.getAttribute('label') === 'Europe')!
    const cities = within(europe)
      .getAllByRole('option')
      .map((option) => option.textContent!)
    expect(cities).toContain('Paris')
    expect(cities).toEqual([...cities].sort((a, b) => a.localeCompare(b, 'en')))
    expect(within(select).getAllByRole('option')[0]).toHaveValue('UTC')
    // Nothing changed yet: nothing to save.
    const saveButton = screen.getByRole('button', { name: 'Save the time zone' })
    expect(saveButton).toBeDisabled()

    // This device is in New York: one click chooses it, then saving sends it.
    fireEvent.click(screen.getByRole('button', { name: 'Use this device’s time zone (New York)' }))
    expect(select).toHaveValue('America/New_York')
    expect(screen.queryByRole('button', { name: /Use this device’s time zone/ })).toBeNull()
    fireEvent.click(saveButton)
    expect(await screen.findByText('Saved: your emails and notifications now give the time in New York.')).toBeVisible()
    expect(sent).toEqual([{ time_zone: 'America/New_York' }])

    fireEvent.change(select, { target: { value: 'Asia/Tokyo' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save the time zone' }))
    await waitFor(() => expect(sent).toEqual([{ time_zone: 'America/New_York' }, { time_zone: 'Asia/Tokyo' }]))
    expect(await screen.findByText('Saved: your emails and notifications now give the time in Tokyo.')).toBeVisible()
  })

  it('says why a zone was refused, on the field', async () => {
    signedIn(22, { time_zone: 'Europe/Paris' })
    state.responses['PATCH /3/users/me/'] = apiError(
      400,
      { time_zone: ['Not a valid time zone: use an IANA name such as Europe/Paris.'] },
      'PATCH',
      '/3/users/me/',
    )
    await renderApp('/d/account/notifications')
    const select = await screen.findByRole('combobox', { name: 'Time zone' }, SLOW)
    fireEvent.change(select, { target: { value: 'Asia/Tokyo' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save the time zone' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not a valid time zone: use an IANA name such as Europe/Paris.',
    )
    expect(select).toBeInvalid()
  })
})

describe('the zone recorded after sign-in', () => {
  it('gives an account without a zone this device’s, once', async () => {
    const sent = signedIn(23, { time_zone: null })
    await renderApp('/d/account/notifications')
    await waitFor(() => expect(sent).toEqual([{ time_zone: 'America/New_York' }]))
    // The account now has one: the select shows it, and no second save follows.
    await waitFor(async () =>
      expect(await screen.findByRole('combobox', { name: 'Time zone' })).toHaveValue('America/New_York'),
    )
    expect(sent).toHaveLength(1)
  })

  it('leaves a zone the account has', async () => {
    signedIn(24, { time_zone: 'Europe/Paris' })
    await renderApp('/d/account/notifications')
    expect(await screen.findByRole('combobox', { name: 'Time zone' }, SLOW)).toHaveValue('Europe/Paris')
    expect(patches()).toEqual([])
  })

  it('changes nothing while staff browse as the user (their browser says where staff are)', async () => {
    signedIn(25, { time_zone: null, acting_staff: { id: 1, first_name: 'Sam' } })
    await renderApp('/d/account/notifications')
    // Before a zone is saved, the select proposes this device's.
    expect(await screen.findByRole('combobox', { name: 'Time zone' }, SLOW)).toHaveValue('America/New_York')
    expect(patches()).toEqual([])
  })
})
