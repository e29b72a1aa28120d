import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { useLocalizedPath } from '../app/locale-context'
import { paths } from '../app/paths'
import { useShellData } from './use-shell-data'
import './main-menu.css'

/** Spec 1 §2: hit the road, rent my motorhome, how it works, and the external help centre. */
export function HelpDropdown() {
  const { t } = useLingui()
  const localize = useLocalizedPath()
  const { routing } = useShellData()
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="header-link header-link--dropdown">
        <Trans>Help</Trans>
        <span className="chevron" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu-dropdown menu-dropdown--compact" align="end" sideOffset={8} aria-label={t`Help`}>
          <DropdownMenu.Item asChild className="menu-entry"><Link to={localize(paths.hitTheRoad.href())}><Trans>Hit the road</Trans></Link></DropdownMenu.Item>
          <DropdownMenu.Item asChild className="menu-entry"><Link to={localize(paths.rentMyMotorhome.href())}><Trans>Rent my motorhome</Trans></Link></DropdownMenu.Item>
          <DropdownMenu.Item asChild className="menu-entry"><Link to={localize(paths.howItWorks.href())}><Trans>How it works</Trans></Link></DropdownMenu.Item>
          {routing?.help_center && (
            <DropdownMenu.Item asChild className="menu-entry">
              <a href={routing.help_center} target="_blank" rel="noopener">
                <Trans>Help centre</Trans> <span className="menu-entry__external" aria-hidden="true">↗</span>
              </a>
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
