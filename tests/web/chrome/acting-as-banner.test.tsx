import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { meKey } from '../../../src/web/api/get-me'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'

const staffSession = vi.hoisted(() => ({ keepStaffSession: vi.fn(), returnToStaffSession: vi.fn(async () => true) }))
vi.mock('../../../src/web/lib/staff-session', () => staffSession)

function signInAs(user: Record<string, unknown>) {
  state.loggedIn = true
  state.responses['GET /3/users/me/'] = {
    id: 7,
    email: 'ada@roam.test',
    first_name: 'Ada',
    last_name: 'Lovelace',
    is_owner: false,
    is_staff: false,
    is_pro: false,
    acting_staff: null,
    ...user,
  }
}

describe('acting-as banner', () => {
  it('tells staff acting as a user whose pages they see, and takes them back to that user in the staff area', async () => {
    signInAs({ acting_staff: { id: 1, first_name: 'Grace' } })
    const assign = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign })
    await renderApp('/')
    const banner = await screen.findByRole('status')
    expect(banner).toHaveTextContent(
      'Grace, you are acting as Ada Lovelace (ada@roam.test): what you do here is done in their name.',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Back to my staff account' }))
    expect(staffSession.returnToStaffSession).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/staff/users/7'))
  }, 30_000)

  it('shows nothing in the user’s own session', async () => {
    signInAs({})
    const { queryClient } = await renderApp('/')
    await vi.waitFor(() => expect(queryClient.getQueryData(meKey)).toMatchObject({ id: 7 }))
    expect(screen.queryByRole('button', { name: 'Back to my staff account' })).toBeNull()
  }, 30_000)
})
