import { describe, expect, it } from 'vitest'
import { menuItems, rentOutTarget, vehicleCount } from '../../src/domain/menu-rules'

const noApps = { showGetTheApps: false }

describe('menuItems', () => {
  it('anonymous users see search, how it works, help centre, log in and sign up', () => {
    expect(menuItems({ loggedIn: false, isOwner: false }, noApps)).toEqual([
      'search',
      'how_it_works',
      'help_center',
      'log_in',
      'sign_up',
    ])
  })
  it('guests see wishlists, trips, messages, account, rent out and log out', () => {
    const items = menuItems({ loggedIn: true, isOwner: false }, noApps)
    expect(items).toEqual([
      'search',
      'how_it_works',
      'help_center',
      'rent_out',
      'wishlists',
      'trips',
      'messages',
      'account',
      'log_out',
    ])
    expect(items).not.toContain('log_in')
  })
  it('owners see bookings, messages, vehicles and account', () => {
    const items = menuItems({ loggedIn: true, isOwner: true }, noApps)
    expect(items).toEqual([
      'search',
      'how_it_works',
      'help_center',
      'rent_out',
      'bookings',
      'messages',
      'vehicles',
      'account',
      'log_out',
    ])
    expect(items).not.toContain('wishlists')
  })
  it('adds get-the-apps only when configured', () => {
    expect(menuItems({ loggedIn: false, isOwner: false }, { showGetTheApps: true })).toContain('get_the_apps')
    expect(menuItems({ loggedIn: false, isOwner: false }, noApps)).not.toContain('get_the_apps')
  })
})

describe('vehicleCount', () => {
  it('uses nb_campers when it is a number, else 1', () => {
    expect(vehicleCount(3)).toBe(3)
    expect(vehicleCount(0)).toBe(0)
    expect(vehicleCount(undefined)).toBe(1)
    expect(vehicleCount('2')).toBe(1)
  })
})

describe('rentOutTarget', () => {
  it('sends to the sister platform only when can_publish_camper is false', () => {
    expect(rentOutTarget(false)).toBe('sister_platform')
    expect(rentOutTarget(true)).toBe('onboarding')
    expect(rentOutTarget(undefined)).toBe('onboarding')
  })
})
