import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Avatar } from '../../../chrome/avatar'
import { LocalizedLink } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { paths } from '../../../lib/paths'
import { meQueryOptions } from '../../../api/get-me'
import { emailChangeQueryOptions } from '../api/get-email-change'
import './account.css'

/** /d/account: the account's sections; professional and rental credits only for those who have them. */
export function AccountPage() {
  const { t } = useLingui()
  usePageHead({ title: t`My account · Roam` })
  const me = useQuery(meQueryOptions())
  const user = me.data
  const firstName = user?.first_name ?? ''
  const pendingEmail = useQuery(emailChangeQueryOptions()).data?.pending?.new_email
  return (
    <section className="page">
      <p className="eyebrow">
        <Trans>Dashboard</Trans>
      </p>
      <div className="account-picture">
        {user && (
          <Avatar firstName={user.first_name} picture={user.profile_picture.url} isVerified={user.phone_verified} />
        )}
        <h1 className="page-title">{user ? <Trans>Hello {firstName}</Trans> : <Trans>Your account</Trans>}</h1>
      </div>
      {user && (
        <>
          <dl className="details card">
            <div>
              <dt>
                <Trans>Email address</Trans>
              </dt>
              <dd className="account-email">
                {user.email}
                {pendingEmail && (
                  <span className="account-email-pending">
                    <Trans>Waiting for confirmation: {pendingEmail}</Trans>
                  </span>
                )}
                <LocalizedLink className="account-email-change" to={paths.accountEmail.href()}>
                  <Trans>Change email</Trans>
                </LocalizedLink>
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Account type</Trans>
              </dt>
              <dd>{user.is_owner ? <Trans>Owner</Trans> : <Trans>Guest</Trans>}</dd>
            </div>
          </dl>
          <ul className="account__sections">
            <li className="card">
              <LocalizedLink className="account__section" to={paths.accountProfile.href()}>
                <strong>
                  <Trans>Profile</Trans>
                </strong>
                <Trans>Your name, phone number, date of birth, languages and picture.</Trans>
              </LocalizedLink>
            </li>
            <li className="card">
              <LocalizedLink className="account__section" to={paths.accountPassword.href()}>
                <strong>
                  <Trans>Password</Trans>
                </strong>
                <Trans>Change your password and sign out your other devices.</Trans>
              </LocalizedLink>
            </li>
            <li className="card">
              <LocalizedLink className="account__section" to={paths.accountNotifications.href()}>
                <strong>
                  <Trans>Email notifications</Trans>
                </strong>
                <Trans>Choose which emails you receive, and the time zone of their dates and times.</Trans>
              </LocalizedLink>
            </li>
            <li className="card">
              <LocalizedLink className="account__section" to={paths.accountDocuments.href()}>
                <strong>
                  <Trans>Documents</Trans>
                </strong>
                <Trans>Your identity and driving documents, and where each one stands.</Trans>
              </LocalizedLink>
            </li>
            {user.is_pro && (
              <li className="card">
                <LocalizedLink className="account__section" to={paths.accountProfessional.href()}>
                  <strong>
                    <Trans>Professional account</Trans>
                  </strong>
                  <Trans>Your company and its legal owner.</Trans>
                </LocalizedLink>
              </li>
            )}
            {user.moneyboxes.length > 0 && (
              <li className="card">
                <LocalizedLink className="account__section" to={paths.accountRentalCredits.href()}>
                  <strong>
                    <Trans>Rental credits</Trans>
                  </strong>
                  <Trans>Credits you can spend on your next trips, and when they expire.</Trans>
                </LocalizedLink>
              </li>
            )}
            {user.is_owner && (
              <li className="card">
                <LocalizedLink className="account__section" to={paths.bookings.href()}>
                  <strong>
                    <Trans>Bookings of my campers</Trans>
                  </strong>
                  <Trans>Requests to answer, trips to come and past trips on your campers.</Trans>
                </LocalizedLink>
              </li>
            )}
          </ul>
        </>
      )}
    </section>
  )
}
