// The menu as the main menu builds it and its popups render it: a module below both, so neither imports the other.

export type EntryTarget =
  { kind: 'link'; to: string } | { kind: 'external'; href: string } | { kind: 'action'; onSelect: () => void }

/** `badge`: a count shown next to the label (the unread messages). */
export type MenuEntry = { key: string; label: string; emphasis?: boolean; badge?: number } & EntryTarget

export interface MenuModel {
  main: MenuEntry[]
  staff: MenuEntry[]
  firstName: string | null
}

/** The help centre: the outside one the routing referential names (HELP_CENTER_URL), else the app's own pages. */
export function helpCenterTarget(routingHelpCenter: string | undefined, ownPath: string): EntryTarget {
  return routingHelpCenter && /^https?:\/\//.test(routingHelpCenter)
    ? { kind: 'external', href: routingHelpCenter }
    : { kind: 'link', to: ownPath }
}
