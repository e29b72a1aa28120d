import { Trans, useLingui } from '@lingui/react/macro'
import { Outlet, useLocation } from 'react-router'
import { stripLocale } from '../../../../domain/locale-routing'
import { LocalizedLink } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import '../pages/staff.css'

/** The /staff area's frame (staff only: its route loader answers 403 to anyone else): the section nav above each page. */
export function StaffLayout() {
  const { t } = useLingui()
  const current = stripLocale(useLocation().pathname)
  const sections = [
    { href: paths.staffUsers.href(), label: t`Users` },
    { href: paths.staffBookings.href(), label: t`Bookings` },
    { href: paths.staffDocuments.href(), label: t`Documents` },
    { href: paths.staffModeration.href(), label: t`Moderation` },
    { href: paths.staffAudit.href(), label: t`Audit log` },
    { href: paths.staffTester.href(), label: t`Machine tester` },
  ]
  return (
    <div className="page staff">
      <p className="eyebrow">
        <Trans>Staff</Trans>
      </p>
      <nav className="staff__nav" aria-label={t`Staff area`}>
        {sections.map((section) => {
          const active = current === section.href || current.startsWith(`${section.href}/`)
          return (
            <LocalizedLink
              key={section.href}
              to={section.href}
              className={`staff__tab${active ? ' staff__tab--active' : ''}`}
              aria-current={active ? 'page' : undefined}
            >
              {section.label}
            </LocalizedLink>
          )
        })}
      </nav>
      <Outlet />
    </div>
  )
}
