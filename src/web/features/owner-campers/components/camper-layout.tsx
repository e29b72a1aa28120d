import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Outlet, useLocation, useParams } from 'react-router'
import { CAMPER_TABS, tabOpen } from '../../../../domain/listing-progress'
import type { CamperTab } from '../../../../domain/listing-progress'
import { stripLocale } from '../../../../domain/locale-routing'
import { LocalizedLink } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { camperProgressQueryOptions } from '../api/get-camper-progress'
import './camper-layout.css'

/**
 * /d/campers/{id} and its tabs (spec 2 §2): the camper's name and the tab bar above each tab's page. The calendar tab
 * shows only once the camper is publishable (its route sends an unpublishable camper back to the overview anyway).
 */
export function CamperLayout() {
  const { t } = useLingui()
  const id = Number(useParams().id)
  const current = stripLocale(useLocation().pathname).replace(/\/$/, '')
  const progress = useQuery(camperProgressQueryOptions(id))
  const tabLabel: Record<CamperTab, string> = {
    calendar: t`Calendar`,
    prices: t`Prices`,
    pictures: t`Pictures`,
    settings: t`Settings`,
    vehicle: t`Vehicle`,
    documents: t`Documents`,
  }
  const overview = paths.ownerCamper.href(id)
  const tabs = [
    { href: overview, label: t`Overview`, active: current === overview },
    ...CAMPER_TABS.filter((tab) => tabOpen(tab, progress.data?.publishable ?? false)).map((tab) => {
      const href = `${overview}/${tab}`
      return { href, label: tabLabel[tab], active: current === href || current.startsWith(`${href}/`) }
    }),
  ]
  return (
    <div className="page camper-layout">
      <LocalizedLink to={paths.ownerCampers.href()}>
        <Trans>← My campers</Trans>
      </LocalizedLink>
      <h1 className="page-title">{progress.data ? progress.data.title || t`Untitled camper` : t`My camper`}</h1>
      <nav className="camper-layout__tabs" aria-label={t`Camper sections`}>
        {tabs.map((tab) => (
          <LocalizedLink
            key={tab.href}
            to={tab.href}
            className={`camper-layout__tab${tab.active ? ' camper-layout__tab--active' : ''}`}
            aria-current={tab.active ? 'page' : undefined}
          >
            {tab.label}
          </LocalizedLink>
        ))}
      </nav>
      <Outlet />
    </div>
  )
}
