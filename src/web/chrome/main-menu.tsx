import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useState, type ComponentType } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { menuItems, rentOutTarget, vehicleCount, type MenuItemKey } from '../../domain/menu-rules'
import { staffLinks, type StaffLinkKey } from '../../domain/staff-links'
import { stripLocale } from '../../domain/locale-routing'
import { getConfig } from '../lib/runtime-config'
import { signOut } from '../lib/api-client'
import { useLocalizedPath } from '../lib/locale-context'
import { paths } from '../lib/paths'
import { unreadTotalQueryOptions } from '../api/get-unread-total'
import { XL_QUERY, useMediaQuery } from './use-media-query'
import { useShellData } from './use-shell-data'
import { lastCamperId, lastOwnerId } from './last-viewed'
import { helpCenterTarget, type EntryTarget, type MenuEntry, type MenuModel } from './main-menu-model'
import './main-menu.css'

// The modals are fetched the first time one opens, not with every page;
// so are the dropdown and the side panel (Radix menus, dialog and floating-ui).
const loadPopups = () => import('./main-menu-popups')
const MainMenuDropdown = lazy(() => loadPopups().then((module) => ({ default: module.MainMenuDropdown })))
const MainMenuPanel = lazy(() => loadPopups().then((module) => ({ default: module.MainMenuPanel })))
const SisterPlatformModal = lazy(() =>
  import('./sister-platform-modal').then((module) => ({ default: module.SisterPlatformModal })),
)

export type AuthModalKind = 'login' | 'signup'

/** The single sign-on modal (spec 1 §2): the app hands it in, as its forms belong to the auth feature. */
export type AuthModalComponent = ComponentType<{
  kind: AuthModalKind | null
  onKindChange: (kind: AuthModalKind | null) => void
}>

interface MenuActions {
  openAuth: (kind: AuthModalKind) => void
  openSisterPlatform: () => void
}

/** Builds the menu entries: which ones is a domain rule, here only labels and targets. */
export function useMenuModel(actions: MenuActions): MenuModel {
  const { t } = useLingui()
  const config = getConfig()
  const { loggedIn, me, referential, routing } = useShellData()
  const location = useLocation()
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const queryClient = useQueryClient()
  // Signed-in visitors only: the badge of the Messages entry.
  const unread = useQuery({ ...unreadTotalQueryOptions(), enabled: loggedIn }).data
  const currentPath = `${location.pathname}${location.search}`

  const nbVehicles = vehicleCount(me?.nb_campers)
  const labels: Record<MenuItemKey, string> = {
    search: t`Search a camper`,
    how_it_works: t`How it works`,
    help_center: t`Help centre`,
    log_in: t`Log in`,
    sign_up: t`Sign up`,
    log_out: t`Log out`,
    rent_out: t`Rent out your vehicle`,
    bookings: t`Bookings`,
    vehicles: plural(nbVehicles, { one: 'My vehicle', other: 'My vehicles' }),
    wishlists: t`Wishlists`,
    trips: t`Trips`,
    messages: t`Messages`,
    account: t`Account`,
    get_the_apps: t`Get the apps`,
  }
  const targets: Record<MenuItemKey, EntryTarget> = {
    search: { kind: 'link', to: paths.search.href() },
    how_it_works: { kind: 'link', to: paths.howItWorks.href() },
    help_center: helpCenterTarget(routing?.help_center, paths.helpCenter.href()),
    log_in: config.singleSignOn
      ? { kind: 'action', onSelect: () => actions.openAuth('login') }
      : { kind: 'link', to: paths.login.href(currentPath) },
    sign_up: config.singleSignOn
      ? { kind: 'action', onSelect: () => actions.openAuth('signup') }
      : { kind: 'link', to: paths.signUp.href(currentPath) },
    log_out: {
      kind: 'action',
      onSelect: () => {
        void signOut().finally(() => {
          queryClient.removeQueries()
          void navigate(localize(paths.home.href()))
        })
      },
    },
    rent_out: {
      kind: 'action',
      onSelect: () =>
        rentOutTarget(referential?.can_publish_camper) === 'sister_platform'
          ? actions.openSisterPlatform()
          : void navigate(localize(paths.onboardingStep.href())),
    },
    bookings: { kind: 'link', to: paths.bookings.href() },
    vehicles: { kind: 'link', to: paths.campers.href() },
    wishlists: { kind: 'link', to: paths.wishlists.href() },
    trips: { kind: 'link', to: paths.trips.href() },
    messages: { kind: 'link', to: paths.chats.href() },
    account: { kind: 'link', to: paths.account.href() },
    get_the_apps: { kind: 'link', to: paths.getApps.href() },
  }
  const main = menuItems({ loggedIn, isOwner: Boolean(me?.is_owner) }, { showGetTheApps: config.showGetTheApps }).map(
    (key): MenuEntry => ({
      key,
      label: labels[key],
      emphasis: key === 'rent_out',
      badge: key === 'messages' && loggedIn && unread ? unread : undefined,
      ...targets[key],
    }),
  )

  const staffLabels: Record<StaffLinkKey, string> = {
    log_as: t`Log in as a user`,
    staff_area: t`Staff area`,
    admin_search: t`Open this search in the back office`,
    last_camper: t`Last camper in the back office`,
    last_owner: t`Last owner in the back office`,
    fleet_manager: t`Fleet manager`,
  }
  const isSearch = stripLocale(location.pathname) === paths.search.href()
  const staff = staffLinks({
    isStaff: Boolean(me?.is_staff),
    adminUrl: config.adminUrl,
    fleetManagerUrl: config.fleetManagerUrl,
    searchQuery: isSearch ? location.search.replace(/^\?/, '') : null,
    lastCamperId: lastCamperId(),
    lastOwnerId: lastOwnerId(),
    logAsHref: paths.logAs.href(),
    staffAreaHref: paths.staff.href(),
    staffUserHref: paths.staffUser.href,
  }).map((link): MenuEntry => ({
    key: link.key,
    label: staffLabels[link.key],
    ...(link.external ? { kind: 'external', href: link.href } : { kind: 'link', to: link.href }),
  }))
  return { main, staff, firstName: me?.first_name ?? null }
}

function MenuTriggerContent({ firstName }: { firstName: string | null }) {
  return (
    <>
      <span className="menu-trigger__burger" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="menu-trigger__avatar" aria-hidden="true">
        {firstName ? (
          firstName.slice(0, 1).toUpperCase()
        ) : (
          <svg viewBox="0 0 24 24" focusable="false">
            <circle cx="12" cy="8.5" r="4" fill="currentColor" />
            <path d="M4 20.5c1.2-4 4.3-6 8-6s6.8 2 8 6" fill="currentColor" />
          </svg>
        )}
      </span>
    </>
  )
}

/** The main menu: a side panel below the xl breakpoint, a dropdown from xl up (spec 1 §2, §9). */
export function MainMenu({ AuthModal }: { AuthModal: AuthModalComponent }) {
  const { t } = useLingui()
  const isXl = useMediaQuery(XL_QUERY)
  const [menuWanted, setMenuWanted] = useState(false)
  const [panelOpen, setPanelOpen] = useState(false)
  const [sisterOpen, setSisterOpen] = useState(false)
  const [authKind, setAuthKind] = useState<AuthModalKind | null>(null)
  const model = useMenuModel({ openAuth: setAuthKind, openSisterPlatform: () => setSisterOpen(true) })
  const trigger = (
    <button type="button" className="menu-trigger" aria-label={t`Open the main menu`}>
      <MenuTriggerContent firstName={model.firstName} />
    </button>
  )
  // Until the first opening a plain button stands in for the Radix trigger, with what a closed one announces.
  const placeholder = (
    <button
      type="button"
      className="menu-trigger"
      aria-label={t`Open the main menu`}
      aria-haspopup={isXl ? 'menu' : 'dialog'}
      aria-expanded={false}
      onPointerEnter={() => void loadPopups()}
      onFocus={() => void loadPopups()}
      onClick={() => {
        setMenuWanted(true)
        setPanelOpen(true)
      }}
    >
      <MenuTriggerContent firstName={model.firstName} />
    </button>
  )

  return (
    <>
      {menuWanted ? (
        <Suspense fallback={placeholder}>
          {isXl ? (
            <MainMenuDropdown model={model} trigger={trigger} />
          ) : (
            <MainMenuPanel model={model} trigger={trigger} open={panelOpen} onOpenChange={setPanelOpen} />
          )}
        </Suspense>
      ) : (
        placeholder
      )}
      <Suspense fallback={null}>
        {sisterOpen && <SisterPlatformModal open onOpenChange={setSisterOpen} />}
        {getConfig().singleSignOn && authKind !== null && <AuthModal kind={authKind} onKindChange={setAuthKind} />}
      </Suspense>
    </>
  )
}
