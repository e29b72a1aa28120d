// Spec 1 §2 Site chrome and §6 Roles: which entries the main menu shows to whom.

export type MenuItemKey =
  | 'search'
  | 'how_it_works'
  | 'help_center'
  | 'log_in'
  | 'sign_up'
  | 'log_out'
  | 'rent_out'
  | 'bookings'
  | 'vehicles'
  | 'wishlists'
  | 'trips'
  | 'messages'
  | 'account'
  | 'get_the_apps'

export interface MenuViewer {
  loggedIn: boolean
  isOwner: boolean
}

export interface MenuOptions {
  showGetTheApps: boolean
}

/** The entries of the main menu, in display order. */
export function menuItems(viewer: MenuViewer, options: MenuOptions): MenuItemKey[] {
  const items: MenuItemKey[] = ['search', 'how_it_works', 'help_center']
  if (!viewer.loggedIn) {
    items.push('log_in', 'sign_up')
  } else {
    items.push('rent_out')
    if (viewer.isOwner) items.push('bookings', 'messages', 'vehicles', 'account')
    else items.push('wishlists', 'trips', 'messages', 'account')
  }
  if (options.showGetTheApps) items.push('get_the_apps')
  if (viewer.loggedIn) items.push('log_out')
  return items
}

/** Number of vehicles used for the singular/plural label: nb_campers when the profile has it, else 1. */
export function vehicleCount(nbCampers: unknown): number {
  return typeof nbCampers === 'number' && Number.isFinite(nbCampers) && nbCampers >= 0 ? nbCampers : 1
}

/** "Rent out your vehicle": the sister platform when the referential says Roam cannot publish campers. */
export function rentOutTarget(canPublishCamper: boolean | undefined): 'sister_platform' | 'onboarding' {
  return canPublishCamper === false ? 'sister_platform' : 'onboarding'
}
