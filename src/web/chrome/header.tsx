import { Trans, useLingui } from '@lingui/react/macro'
import { LocalizedLink } from '../lib/locale-context'
import { paths } from '../lib/paths'
import { HelpDropdown } from './help-dropdown'
import { Logo } from './logo'
import { MainMenu, type AuthModalComponent } from './main-menu'
import { NotificationsBell } from './notifications-bell'
import './header.css'

export function Header({ AuthModal }: { AuthModal: AuthModalComponent }) {
  const { t } = useLingui()
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Logo />
        <nav className="site-header__nav" aria-label={t`Site`}>
          <LocalizedLink className="header-link header-link--wide" to={paths.search.href()}>
            <Trans>Find a camper</Trans>
          </LocalizedLink>
          <LocalizedLink className="header-link header-link--wide" to={paths.rentMyMotorhome.href()}>
            <Trans>Become an owner</Trans>
          </LocalizedLink>
          <HelpDropdown />
          <NotificationsBell />
          <MainMenu AuthModal={AuthModal} />
        </nav>
      </div>
    </header>
  )
}
