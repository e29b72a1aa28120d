import { describe, expect, it } from 'vitest'
import { staffLinks, type StaffContext } from '../../src/domain/staff-links'

const base: StaffContext = {
  isStaff: true,
  adminUrl: 'https://admin.roam.test/',
  fleetManagerUrl: null,
  searchQuery: null,
  lastCamperId: null,
  lastOwnerId: null,
  logAsHref: '/login/log-as',
  staffAreaHref: '/staff',
  staffUserHref: (id) => `/staff/users/${id}`,
}

describe('staffLinks', () => {
  it('gives nothing to non-staff users', () => {
    expect(staffLinks({ ...base, isStaff: false, searchQuery: 'a=1' })).toEqual([])
  })
  it('always gives the log-as link to staff', () => {
    expect(staffLinks(base)).toEqual([{ key: 'log_as', href: '/login/log-as', external: false }])
  })
  it('gives the back-office search link carrying the query only on the search route', () => {
    const links = staffLinks({ ...base, searchQuery: 'beds=2&types=van' })
    expect(links.find((link) => link.key === 'admin_search')?.href).toBe(
      'https://admin.roam.test/campers?beds=2&types=van',
    )
  })
  it('gives last camper and owner links when ids are remembered and admin url exists', () => {
    const links = staffLinks({ ...base, lastCamperId: '12', lastOwnerId: '7' })
    expect(links.map((link) => link.href)).toContain('https://admin.roam.test/campers/12')
    expect(links.map((link) => link.href)).toContain('https://admin.roam.test/users/7')
  })
  it('points the back-office links at the staff area when no admin url is configured', () => {
    expect(staffLinks({ ...base, adminUrl: null, lastCamperId: '12', lastOwnerId: '7', searchQuery: '' })).toEqual([
      { key: 'log_as', href: '/login/log-as', external: false },
      { key: 'staff_area', href: '/staff', external: false },
      { key: 'last_owner', href: '/staff/users/7', external: false },
    ])
    expect(staffLinks(base).map((link) => link.key)).not.toContain('staff_area')
  })
  it('gives the fleet manager link when configured', () => {
    expect(staffLinks({ ...base, fleetManagerUrl: 'https://fleet.test' }).at(-1)).toEqual({
      key: 'fleet_manager',
      href: 'https://fleet.test',
      external: true,
    })
  })
})
