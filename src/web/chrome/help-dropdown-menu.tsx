import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { useLocalizedPath } from '../lib/locale-context'
import { paths } from '../lib/paths'
import { helpCenterTarget } from './main-menu-model'
import { useShellData } from './use-shell-data'

// Loaded by help-dropdown.tsx on the first opening: Radix menus and floating-ui stay out of every page's entry.

/** Spec 1 §2: hit the road, rent my motorhome, how it works, and the help centre (an outside one when set, else /help). */
export function HelpDropdownMenu() {
  const { t } = useLingui()
  const localize = useLocalizedPath()
  const helpCenter = helpCenterTarget(useShellData().routing?.help_center, paths.helpCenter.href())
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className="header-link header-link--dropdown">
        <Trans>Help</Trans>
        <span className="chevron" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="menu-dropdown menu-dropdown--compact"
          align="end"
          sideOffset={8}
          aria-label={t`Help`}
        >
          <DropdownMenu.Item asChild className="menu-entry">
            <Link to={localize(paths.hitTheRoad.href())}>
              <Trans>Hit the road</Trans>
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className="menu-entry">
            <Link to={localize(paths.rentMyMotorhome.href())}>
              <Trans>Rent my motorhome</Trans>
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className="menu-entry">
            <Link to={localize(paths.howItWorks.href())}>
              <Trans>How it works</Trans>
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className="menu-entry">
            {helpCenter.kind === 'external' ? (
              <a href={helpCenter.href} target="_blank" rel="noopener noreferrer">
                <Trans>Help centre</Trans>
              </a>
            ) : (
              <Link to={localize(paths.helpCenter.href())}>
                <Trans>Help centre</Trans>
              </Link>
            )}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
