// Spec 1 §2 Site chrome, staff extras: back-office links shown to is_staff users.

export type StaffLinkKey = 'log_as' | 'staff_area' | 'admin_search' | 'last_camper' | 'last_owner' | 'fleet_manager'

export interface StaffLink {
  key: StaffLinkKey
  href: string
  external: boolean
}

export interface StaffContext {
  isStaff: boolean
  adminUrl: string | null
  fleetManagerUrl: string | null
  /** The search query string (without '?') when the current route is /s, else null. */
  searchQuery: string | null
  lastCamperId: string | null
  lastOwnerId: string | null
  logAsHref: string
  /** Roam's own back office (/staff), used when no external admin URL is configured. */
  staffAreaHref: string
  staffUserHref: (id: string) => string
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '')
}

export function staffLinks(context: StaffContext): StaffLink[] {
  if (!context.isStaff) return []
  const links: StaffLink[] = [{ key: 'log_as', href: context.logAsHref, external: false }]
  if (context.adminUrl) {
    const admin = trimSlash(context.adminUrl)
    if (context.searchQuery !== null)
      links.push({ key: 'admin_search', href: `${admin}/campers?${context.searchQuery}`, external: true })
    if (context.lastCamperId)
      links.push({
        key: 'last_camper',
        href: `${admin}/campers/${encodeURIComponent(context.lastCamperId)}`,
        external: true,
      })
    if (context.lastOwnerId)
      links.push({
        key: 'last_owner',
        href: `${admin}/users/${encodeURIComponent(context.lastOwnerId)}`,
        external: true,
      })
  } else {
    // Without an external admin the staff area is the back office; it has no camper search or camper page of its own.
    links.push({ key: 'staff_area', href: context.staffAreaHref, external: false })
    if (context.lastOwnerId)
      links.push({
        key: 'last_owner',
        href: context.staffUserHref(encodeURIComponent(context.lastOwnerId)),
        external: false,
      })
  }
  if (context.fleetManagerUrl) links.push({ key: 'fleet_manager', href: context.fleetManagerUrl, external: true })
  return links
}
