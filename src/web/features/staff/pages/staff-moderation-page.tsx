import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { parseStaffModerationQuery, staffSearch } from '../../../../domain/staff-queries'
import { usePageHead } from '../../../lib/page-head'
import { paths } from '../../../lib/paths'
import { moderationQueueQueryOptions } from '../api/list-moderation-queue'
import { StaffModerationCard } from '../components/staff-moderation-card'
import { StaffPager } from '../components/staff-pager'

/** /staff/moderation: campers their owners submitted, oldest first, to approve or refuse. */
export function StaffModerationPage() {
  const { t } = useLingui()
  usePageHead({ title: t`Moderation · Staff · Roam` })
  const [searchParams] = useSearchParams()
  const query = parseStaffModerationQuery(searchParams)
  const queue = useQuery({ ...moderationQueueQueryOptions(query), placeholderData: keepPreviousData })
  return (
    <section>
      <h1 className="page-title">
        <Trans>Moderation</Trans>
      </h1>
      {queue.isPending && (
        <p className="muted">
          <Trans>Loading the campers…</Trans>
        </p>
      )}
      {queue.isError && (
        <p role="alert">
          <Trans>The campers waiting for moderation could not be loaded.</Trans>
        </p>
      )}
      {queue.data?.count === 0 && (
        <p className="muted">
          <Trans>No camper is waiting for moderation.</Trans>
        </p>
      )}
      {queue.data && queue.data.count > 0 && (
        <ul className="staff__documents">
          {queue.data.results.map((camper) => (
            <StaffModerationCard key={camper.id} camper={camper} />
          ))}
        </ul>
      )}
      {queue.data && (
        <StaffPager
          count={queue.data.count}
          page={query.page}
          href={(page) => paths.staffModeration.href(staffSearch({ page }))}
        />
      )}
    </section>
  )
}
