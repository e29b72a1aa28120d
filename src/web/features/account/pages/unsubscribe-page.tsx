import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { LocalizedLink } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { paths } from '../../../lib/paths'
import { unsubscribeLinkQueryOptions } from '../api/get-unsubscribe-link'
import { unsubscribe } from '../api/unsubscribe'
import { useEmailCategoryWords } from '../components/email-category-words'
import './account.css'

/**
 * /unsubscribe?token=…: an email's unsubscribe link, without signing in. It asks before it acts, as mail scanners
 * open links on their own; mail clients unsubscribe in one click by POSTing to the same address (RFC 8058).
 */
export function UnsubscribePage() {
  const { t } = useLingui()
  usePageHead({ title: t`Unsubscribe · Roam` })
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const words = useEmailCategoryWords()
  const link = useQuery({ ...unsubscribeLinkQueryOptions(token), enabled: token !== '' })
  const confirm = useMutation({ mutationFn: () => unsubscribe(token) })
  const name = link.data ? words[link.data.category].name : ''
  const done = confirm.isSuccess || link.data?.enabled === false

  return (
    <section className="page page--narrow">
      <h1 className="page-title">
        <Trans>Unsubscribe</Trans>
      </h1>
      {token === '' || link.isError ? (
        <p role="alert">
          <Trans>This unsubscribe link is not valid. Sign in to choose the emails you receive.</Trans>
        </p>
      ) : !link.data ? (
        <p aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      ) : done ? (
        <p className="account-notice account-notice--success" role="status">
          <Trans>You are unsubscribed: Roam will no longer email you about {name}.</Trans>
        </p>
      ) : (
        <div className="account-form card">
          <p>
            <Trans>Stop receiving emails about {name}?</Trans> {words[link.data.category].about}
          </p>
          {confirm.isError ? (
            <p role="alert">
              <Trans>You could not be unsubscribed. Please try again.</Trans>
            </p>
          ) : null}
          <button
            className="button button--primary"
            type="button"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate()}
          >
            <Trans>Unsubscribe</Trans>
          </button>
        </div>
      )}
      <p>
        <LocalizedLink to={paths.accountNotifications.href()}>
          <Trans>Manage email preferences</Trans>
        </LocalizedLink>
      </p>
    </section>
  )
}
