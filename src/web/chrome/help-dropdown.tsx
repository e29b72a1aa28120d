import { Trans } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import './main-menu.css'

const loadMenu = () => import('./help-dropdown-menu')
const HelpDropdownMenu = lazy(() => loadMenu().then((module) => ({ default: module.HelpDropdownMenu })))

/** The header's Help menu: a plain button until its first opening, which fetches the menu and shows it open. */
export function HelpDropdown() {
  const [opened, setOpened] = useState(false)
  const button = (
    <button
      type="button"
      className="header-link header-link--dropdown"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setOpened(true)}
    >
      <Trans>Help</Trans>
      <span className="chevron" aria-hidden="true" />
    </button>
  )
  if (!opened) return button
  return (
    <Suspense fallback={button}>
      <HelpDropdownMenu />
    </Suspense>
  )
}
