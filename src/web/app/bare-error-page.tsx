import { useRouteError } from 'react-router'
import { ErrorPage, statusOfError } from '../chrome/error-page'
import { Logo } from '../chrome/logo'
import '../chrome/header.css'

/** When the chrome itself cannot load (locale or routing referential failed): logo and error page. */
export function BareErrorPage() {
  const error = useRouteError()
  console.error(error)
  return (
    <div className="site">
      <header className="site-header">
        <div className="site-header__inner container">
          <Logo />
        </div>
      </header>
      <main id="main" className="site-main">
        <ErrorPage status={statusOfError(error)} />
      </main>
    </div>
  )
}
