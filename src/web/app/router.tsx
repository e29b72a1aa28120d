import {
  createBrowserRouter,
  createMemoryRouter,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router'
import { DashboardNotFoundPage, RouteErrorPage, NotFoundPage } from '../chrome/error-page'
import { PingPage } from '../features/technical/pages/ping-page'
import { RedirectingPage } from '../features/auth/pages/redirecting-page'
import { AppRoot } from './app-root'
import { BareErrorPage } from './bare-error-page'
import { SiteLayout } from './site-layout'
import { PageLoading } from '../chrome/page-loading'
import { lazyDashboardPage, lazyPage, setActiveRouter } from './lazy-page'
import { localeLoader, redirectLoader, withDashboardCatalog } from './loaders'
import { requireAuthLoader, requireOwnerLoader, requireStaffLoader } from '../lib/route-guards'
import { ownerBookingsLoader } from '../features/owner-bookings/owner-bookings-loaders'
import { publishableCamperLoader } from '../features/owner-campers/owner-campers-loaders'
import { rentalCreditsLoader } from '../features/account/account-loaders'
import { authSuccessLoader, loginLoader } from '../features/auth/auth-loaders'
import { communityLoader } from '../features/community/community-loaders'
import { contentLoader } from '../features/content/content-loaders'
import { emergencyWarningLoader } from '../features/documents/document-loaders'
import { faqLoader } from '../features/help/help-loaders'
import { camperLoader } from '../features/listing/listing-loaders'
import { camperReviewsRedirectLoader, reviewFormLoader } from '../features/reviews/review-loaders'
import { categoryLoader, placeLoader, searchLoader } from '../features/search/search-loaders'
import { paths } from '../lib/paths'
import type { LoaderDeps } from '../lib/route-loader'
import type { ContentPageId } from '../../domain/content-pages'
import type { FunnelFamily, FunnelStep } from '../../domain/booking-funnel-routing'

/** The content pages and the addresses that redirect to them (spec 1 §2). */
function contentRoutes(deps: LoaderDeps): RouteObject[] {
  const page = (path: string, id: ContentPageId): RouteObject => ({
    path,
    loader: contentLoader(deps, id),
    lazy: lazyPage(
      () => import('../features/content/pages/content-page'),
      (m) => m.ContentPage,
    ),
  })
  return [
    page(paths.howItWorks.path, 'how-it-works'),
    page(paths.rentMyMotorhome.path, 'rent-my-motorhome'),
    page(paths.rvHireFamily.path, 'rv-hire-family'),
    page(paths.rvHireWithPets.path, 'rv-hire-with-pets'),
    page(paths.surftrip.path, 'surftrip'),
    page(paths.weLoveCalifornia.path, 'we-love-california'),
    page(paths.getApps.path, 'get-apps'),
    page(paths.terms.path, 'terms'),
    page(paths.confidentiality.path, 'privacy-confidentiality'),
    page(paths.cookies.path, 'privacy-cookies'),
    page(paths.hitTheRoad.path, 'travelers-hit-the-road'),
    page(paths.rvBeginner.path, 'travelers-rv-beginner'),
    { path: paths.privacy.path, loader: redirectLoader(paths.confidentiality.href()) },
    { path: paths.legacyConfidentiality.path, loader: redirectLoader(paths.confidentiality.href()) },
    { path: paths.travelers.path, loader: redirectLoader(paths.hitTheRoad.href()) },
  ]
}

/** Each funnel step's page (payment and payment-callback live in the funnel's payment/ folder). */
const FUNNEL_PAGES = {
  'travel-details': lazyPage(
    () => import('../features/booking-funnel/pages/travel-details-page'),
    (m) => m.TravelDetailsPage,
  ),
  'cancel-insurance': lazyPage(
    () => import('../features/booking-funnel/pages/cancel-insurance-page'),
    (m) => m.CancelInsurancePage,
  ),
  insurance: lazyPage(
    () => import('../features/booking-funnel/pages/insurance-page'),
    (m) => m.InsurancePage,
  ),
  'user-details': lazyPage(
    () => import('../features/booking-funnel/pages/user-details-page'),
    (m) => m.UserDetailsPage,
  ),
  summary: lazyPage(
    () => import('../features/booking-funnel/pages/summary-page'),
    (m) => m.SummaryPage,
  ),
  'message-owner': lazyPage(
    () => import('../features/booking-funnel/pages/message-owner-page'),
    (m) => m.MessageOwnerPage,
  ),
  success: lazyPage(
    () => import('../features/booking-funnel/pages/success-page'),
    (m) => m.SuccessPage,
  ),
  payment: lazyPage(
    () => import('../features/booking-funnel/payment/pages/payment-page'),
    (m) => m.PaymentPage,
  ),
  'payment-callback': lazyPage(
    () => import('../features/booking-funnel/payment/pages/payment-callback-page'),
    (m) => m.PaymentCallbackPage,
  ),
} satisfies Partial<Record<FunnelStep, RouteObject['lazy']>>

// The funnel's loaders and the booking API they call load with the first funnel address, not with every page's entry.
const bookingFunnelLoader =
  (deps: LoaderDeps, family: FunnelFamily, step?: FunnelStep) => async (args: LoaderFunctionArgs) =>
    (await import('../features/booking-funnel/booking-funnel-loaders')).bookingFunnelLoader(deps, family, step)(args)
const legacyBookingPaymentLoader = (deps: LoaderDeps) => async (args: LoaderFunctionArgs) =>
  (await import('../features/booking-funnel/booking-funnel-loaders')).legacyBookingPaymentLoader(deps)(args)

/** The booking funnel (spec 2 §2): three route families whose loaders apply the redirect rules, and the legacy address. */
function bookingFunnelRoutes(deps: LoaderDeps): RouteObject[] {
  // One layout per family holds the visit's payment-funnel actor that its step routes render.
  const family = (path: string, name: FunnelFamily, steps: readonly (keyof typeof FUNNEL_PAGES)[]): RouteObject => ({
    path,
    lazy: lazyDashboardPage(
      () => import('../features/booking-funnel/components/funnel-route'),
      (m) => m.FunnelRoute,
    ),
    children: [
      { index: true, loader: bookingFunnelLoader(deps, name), Component: RedirectingPage },
      ...steps.map((step) => ({ path: step, loader: bookingFunnelLoader(deps, name, step), lazy: FUNNEL_PAGES[step] })),
    ],
  })
  return [
    family(paths.requestStep.path, 'request', [
      'travel-details',
      'insurance',
      'user-details',
      'summary',
      'message-owner',
      'success',
    ]),
    family(paths.instantRequestStep.path, 'instant-request', [
      'travel-details',
      'cancel-insurance',
      'insurance',
      'user-details',
      'summary',
      'payment',
      'payment-callback',
      'success',
    ]),
    family(paths.paymentStep.path, 'payment', [
      'user-details',
      'cancel-insurance',
      'insurance',
      'summary',
      'payment',
      'payment-callback',
      'success',
    ]),
    { path: paths.bookingPayment.path, loader: legacyBookingPaymentLoader(deps), Component: RedirectingPage },
  ]
}

/** The pages, mounted once without and once under the locale prefix. */
function pageRoutes(deps: LoaderDeps): RouteObject[] {
  return [
    {
      errorElement: <RouteErrorPage />,
      children: [
        {
          index: true,
          lazy: lazyPage(
            () => import('../features/home/pages/home-page'),
            (m) => m.HomePage,
          ),
        },
        {
          path: paths.earnings.path,
          lazy: lazyDashboardPage(
            () => import('../features/earnings/pages/earnings-page'),
            (m) => m.EarningsPage,
          ),
        },
        {
          path: paths.onboardingStep.path,
          lazy: lazyDashboardPage(
            () => import('../features/onboarding/pages/onboarding-page'),
            (m) => m.OnboardingPage,
          ),
        },
        {
          path: paths.search.path,
          loader: searchLoader(deps),
          lazy: lazyPage(
            () => import('../features/search/pages/search-page'),
            (m) => m.SearchPage,
          ),
        },
        {
          path: paths.placeIndex.path,
          lazy: lazyPage(
            () => import('../features/search/pages/place-index-page'),
            (m) => m.PlaceIndexPage,
          ),
        },
        {
          path: paths.place.path,
          loader: placeLoader(deps),
          lazy: lazyPage(
            () => import('../features/search/pages/place-page'),
            (m) => m.PlacePage,
          ),
        },
        {
          path: paths.community.path,
          children: [
            { index: true, loader: redirectLoader(paths.communityReviews.href()) },
            {
              path: 'all-reviews',
              loader: communityLoader(deps, 'reviews'),
              lazy: lazyPage(
                () => import('../features/community/pages/all-reviews-page'),
                (m) => m.AllReviewsPage,
              ),
            },
            {
              path: 'pictures-wall',
              loader: communityLoader(deps, 'pictures'),
              lazy: lazyPage(
                () => import('../features/community/pages/pictures-wall-page'),
                (m) => m.PicturesWallPage,
              ),
            },
          ],
        },
        {
          path: paths.category.path,
          loader: categoryLoader(deps),
          lazy: lazyPage(
            () => import('../features/search/pages/category-page'),
            (m) => m.CategoryPage,
          ),
        },
        {
          path: paths.categorySeats.path,
          loader: categoryLoader(deps),
          lazy: lazyPage(
            () => import('../features/search/pages/category-page'),
            (m) => m.CategoryPage,
          ),
        },
        {
          path: paths.listing.path,
          loader: camperLoader(deps),
          lazy: lazyPage(
            () => import('../features/listing/pages/listing-page'),
            (m) => m.ListingPage,
          ),
        },
        ...bookingFunnelRoutes(deps),
        {
          path: paths.helpCenter.path,
          loader: faqLoader(deps),
          lazy: lazyPage(
            () => import('../features/help/pages/help-center-page'),
            (m) => m.HelpCenterPage,
          ),
        },
        {
          path: paths.faq.path,
          loader: faqLoader(deps),
          lazy: lazyPage(
            () => import('../features/help/pages/faq-page'),
            (m) => m.FaqPage,
          ),
        },
        {
          path: paths.findAnswers.path,
          loader: faqLoader(deps),
          lazy: lazyPage(
            () => import('../features/help/pages/find-answers-page'),
            (m) => m.FindAnswersPage,
          ),
        },
        {
          path: paths.discoverProcess.path,
          loader: faqLoader(deps),
          lazy: lazyPage(
            () => import('../features/help/pages/discover-process-page'),
            (m) => m.DiscoverProcessPage,
          ),
        },
        { path: paths.login.path, loader: loginLoader(deps), Component: RedirectingPage },
        {
          path: paths.logAs.path,
          loader: requireStaffLoader(deps),
          lazy: lazyPage(
            () => import('../features/auth/pages/log-as-page'),
            (m) => m.LogAsPage,
          ),
        },
        {
          path: paths.signIn.path,
          lazy: lazyPage(
            () => import('../features/auth/pages/sign-in-page'),
            (m) => m.SignInPage,
          ),
        },
        {
          path: paths.signUp.path,
          lazy: lazyPage(
            () => import('../features/auth/pages/sign-up-page'),
            (m) => m.SignUpPage,
          ),
        },
        {
          path: paths.forgotPassword.path,
          lazy: lazyPage(
            () => import('../features/auth/pages/forgot-password-page'),
            (m) => m.ForgotPasswordPage,
          ),
        },
        {
          path: paths.resetPassword.path,
          lazy: lazyPage(
            () => import('../features/auth/pages/reset-password-page'),
            (m) => m.ResetPasswordPage,
          ),
        },
        {
          path: paths.emailUnsubscribe.path,
          // The account's words (the email categories) are in the dashboard catalogue.
          loader: withDashboardCatalog(),
          lazy: lazyPage(
            () => import('../features/account/pages/unsubscribe-page'),
            (m) => m.UnsubscribePage,
          ),
        },
        {
          path: paths.confirmEmailChange.path,
          lazy: lazyPage(
            () => import('../features/auth/pages/confirm-email-change-page'),
            (m) => m.ConfirmEmailChangePage,
          ),
        },
        {
          path: paths.verifyEmail.path,
          lazy: lazyPage(
            () => import('../features/auth/pages/verify-email-page'),
            (m) => m.VerifyEmailPage,
          ),
        },
        { path: paths.authSuccess.path, loader: authSuccessLoader(deps), Component: RedirectingPage },
        ...contentRoutes(deps),
        {
          path: paths.dashboard.path,
          loader: withDashboardCatalog(requireAuthLoader(deps)),
          children: [
            {
              index: true,
              loader: ({ request }) => redirect(`${new URL(request.url).pathname.replace(/\/$/, '')}/account`),
            },
            {
              path: 'trips',
              lazy: lazyPage(
                () => import('../features/trips/pages/trips-page'),
                (m) => m.TripsPage,
              ),
            },
            {
              path: 'trips/:id',
              lazy: lazyPage(
                () => import('../features/trips/pages/trip-page'),
                (m) => m.TripPage,
              ),
            },
            {
              path: 'trips/:id/refund',
              lazy: lazyPage(
                () => import('../features/trips/pages/trip-refund-page'),
                (m) => m.TripRefundPage,
              ),
            },
            {
              path: 'trips/:id/insurance',
              lazy: lazyPage(
                () => import('../features/trips/pages/trip-insurance-page'),
                (m) => m.TripInsurancePage,
              ),
            },
            {
              path: 'trips/:id/documents/:idDoc',
              loader: emergencyWarningLoader(deps, 'trip'),
              lazy: lazyPage(
                () => import('../features/documents/pages/document-page'),
                (m) => m.TripDocumentPage,
              ),
            },
            {
              path: 'trips/:id/documents/:idDoc/emergency',
              lazy: lazyPage(
                () => import('../features/documents/pages/emergency-warning-page'),
                (m) => m.TripEmergencyWarningPage,
              ),
            },
            {
              path: 'trips/:id/documents/:idDoc/upload',
              lazy: lazyPage(
                () => import('../features/documents/pages/document-upload-page'),
                (m) => m.TripDocumentUploadPage,
              ),
            },
            {
              path: 'trips/:id/upgrades/second-driver',
              lazy: lazyPage(
                () => import('../features/trips/pages/second-driver-page'),
                (m) => m.SecondDriverPage,
              ),
            },
            {
              path: 'bookings',
              loader: ownerBookingsLoader(deps),
              lazy: lazyPage(
                () => import('../features/owner-bookings/pages/owner-bookings-page'),
                (m) => m.OwnerBookingsPage,
              ),
            },
            {
              path: 'bookings/:id',
              loader: requireOwnerLoader(deps),
              lazy: lazyPage(
                () => import('../features/owner-bookings/pages/owner-booking-page'),
                (m) => m.OwnerBookingPage,
              ),
            },
            {
              path: 'notifications',
              lazy: lazyPage(
                () => import('../features/notifications/pages/notifications-page'),
                (m) => m.NotificationsPage,
              ),
            },
            {
              path: 'chats',
              lazy: lazyPage(
                () => import('../features/chats/pages/chats-page'),
                (m) => m.ChatsPage,
              ),
            },
            {
              path: 'chats/:id',
              lazy: lazyPage(
                () => import('../features/chats/pages/chats-page'),
                (m) => m.ChatsPage,
              ),
            },
            {
              path: 'campers',
              loader: requireOwnerLoader(deps),
              lazy: lazyPage(
                () => import('../features/owner-campers/pages/owner-campers-page'),
                (m) => m.OwnerCampersPage,
              ),
            },
            {
              // The camper's tabs share one layout (name and tab bar); its loader checks ownership once for all of them.
              path: 'campers/:id',
              loader: requireOwnerLoader(deps),
              lazy: lazyPage(
                () => import('../features/owner-campers/components/camper-layout'),
                (m) => m.CamperLayout,
              ),
              children: [
                {
                  index: true,
                  lazy: lazyPage(
                    () => import('../features/owner-campers/pages/owner-camper-page'),
                    (m) => m.OwnerCamperPage,
                  ),
                },
                {
                  path: 'calendar',
                  loader: publishableCamperLoader(deps),
                  lazy: lazyPage(
                    () => import('../features/owner-calendar/pages/owner-calendar-page'),
                    (m) => m.OwnerCalendarPage,
                  ),
                },
                {
                  path: 'prices',
                  lazy: lazyPage(
                    () => import('../features/owner-calendar/pages/owner-prices-page'),
                    (m) => m.OwnerPricesPage,
                  ),
                },
                {
                  path: 'pictures',
                  lazy: lazyPage(
                    () => import('../features/owner-pictures/pages/owner-pictures-page'),
                    (m) => m.OwnerPicturesPage,
                  ),
                },
                {
                  path: 'settings',
                  lazy: lazyPage(
                    () => import('../features/owner-campers/pages/owner-camper-settings-page'),
                    (m) => m.OwnerCamperSettingsPage,
                  ),
                },
                {
                  path: 'vehicle',
                  lazy: lazyPage(
                    () => import('../features/owner-campers/pages/owner-camper-vehicle-page'),
                    (m) => m.OwnerCamperVehiclePage,
                  ),
                },
                {
                  path: 'documents',
                  lazy: lazyPage(
                    () => import('../features/owner-campers/pages/owner-camper-documents-page'),
                    (m) => m.OwnerCamperDocumentsPage,
                  ),
                },
                {
                  path: 'documents/:idDoc',
                  lazy: lazyPage(
                    () => import('../features/documents/pages/document-page'),
                    (m) => m.CamperDocumentPage,
                  ),
                },
                {
                  path: 'documents/:idDoc/date',
                  lazy: lazyPage(
                    () => import('../features/documents/pages/document-details-page'),
                    (m) => m.CamperDocumentDatePage,
                  ),
                },
                {
                  path: 'documents/:idDoc/upload',
                  lazy: lazyPage(
                    () => import('../features/documents/pages/document-upload-page'),
                    (m) => m.CamperDocumentUploadPage,
                  ),
                },
                {
                  path: 'import',
                  lazy: lazyPage(
                    () => import('../features/owner-campers/pages/owner-camper-import-page'),
                    (m) => m.OwnerCamperImportPage,
                  ),
                },
              ],
            },
            {
              path: 'reviews',
              lazy: lazyPage(
                () => import('../features/reviews/pages/reviews-page'),
                (m) => m.ReviewsPage,
              ),
            },
            {
              path: 'wishlists',
              lazy: lazyPage(
                () => import('../features/wishlists/pages/wishlists-page'),
                (m) => m.WishlistsPage,
              ),
            },
            {
              path: 'wishlists/:slug',
              lazy: lazyPage(
                () => import('../features/wishlists/pages/wishlist-page'),
                (m) => m.WishlistPage,
              ),
            },
            {
              path: 'account',
              lazy: lazyPage(
                () => import('../features/account/pages/account-page'),
                (m) => m.AccountPage,
              ),
            },
            {
              path: 'account/profile',
              lazy: lazyPage(
                () => import('../features/account/pages/profile-page'),
                (m) => m.ProfilePage,
              ),
            },
            {
              path: 'account/profile/certify-phone',
              lazy: lazyPage(
                () => import('../features/account/pages/certify-phone-page'),
                (m) => m.CertifyPhonePage,
              ),
            },
            {
              path: 'account/profile/delete',
              lazy: lazyPage(
                () => import('../features/account/pages/delete-account-page'),
                (m) => m.DeleteAccountPage,
              ),
            },
            {
              path: 'account/notifications',
              lazy: lazyPage(
                () => import('../features/account/pages/notification-preferences-page'),
                (m) => m.NotificationPreferencesPage,
              ),
            },
            {
              path: 'account/email',
              lazy: lazyPage(
                () => import('../features/account/pages/email-page'),
                (m) => m.EmailPage,
              ),
            },
            {
              path: 'account/password',
              lazy: lazyPage(
                () => import('../features/account/pages/password-page'),
                (m) => m.PasswordPage,
              ),
            },
            {
              path: 'account/professional',
              lazy: lazyPage(
                () => import('../features/account/pages/professional-page'),
                (m) => m.ProfessionalPage,
              ),
            },
            {
              path: 'account/rental-credits',
              loader: rentalCreditsLoader(deps),
              lazy: lazyPage(
                () => import('../features/account/pages/rental-credits-page'),
                (m) => m.RentalCreditsPage,
              ),
            },
            {
              path: 'account/documents',
              lazy: lazyPage(
                () => import('../features/documents/pages/documents-page'),
                (m) => m.DocumentsPage,
              ),
            },
            {
              path: 'account/documents-guest/:idDoc',
              loader: emergencyWarningLoader(deps),
              lazy: lazyPage(
                () => import('../features/documents/pages/document-page'),
                (m) => m.GuestDocumentPage,
              ),
            },
            {
              path: 'account/documents-guest/:idDoc/upload',
              lazy: lazyPage(
                () => import('../features/documents/pages/document-upload-page'),
                (m) => m.GuestDocumentUploadPage,
              ),
            },
            {
              path: 'account/documents-guest/driver-identity',
              lazy: lazyPage(
                () => import('../features/documents/pages/driver-identity-page'),
                (m) => m.DriverIdentityPage,
              ),
            },
            {
              path: 'account/documents-guest/:idDoc/emergency',
              lazy: lazyPage(
                () => import('../features/documents/pages/emergency-warning-page'),
                (m) => m.EmergencyWarningPage,
              ),
            },
            {
              path: 'account/documents-owner/:idDoc',
              lazy: lazyPage(
                () => import('../features/documents/pages/document-page'),
                (m) => m.OwnerDocumentPage,
              ),
            },
            {
              path: 'account/documents-owner/:idDoc/upload',
              lazy: lazyPage(
                () => import('../features/documents/pages/document-upload-page'),
                (m) => m.OwnerDocumentUploadPage,
              ),
            },
            {
              path: 'account/documents-owner/:idDoc/date',
              lazy: lazyPage(
                () => import('../features/documents/pages/document-details-page'),
                (m) => m.DocumentDatePage,
              ),
            },
            {
              path: 'account/documents-owner/:idDoc/idn',
              lazy: lazyPage(
                () => import('../features/documents/pages/document-details-page'),
                (m) => m.DocumentIdnPage,
              ),
            },
            {
              path: 'account/documents-owner/iban',
              lazy: lazyPage(
                () => import('../features/documents/pages/iban-page'),
                (m) => m.IbanPage,
              ),
            },
            {
              path: 'account/documents-owner/tax_identification_number',
              lazy: lazyPage(
                () => import('../features/documents/pages/tax-identification-page'),
                (m) => m.TaxIdentificationPage,
              ),
            },
            {
              path: 'account/documents-owner/ubo-declaration',
              lazy: lazyPage(
                () => import('../features/documents/pages/ubo-declaration-page'),
                (m) => m.UboDeclarationPage,
              ),
            },
            {
              path: 'account/documents-owner/payins',
              lazy: lazyPage(
                () => import('../features/documents/pages/money-statement-page'),
                (m) => m.PayinsPage,
              ),
            },
            {
              path: 'account/documents-owner/payouts',
              lazy: lazyPage(
                () => import('../features/documents/pages/money-statement-page'),
                (m) => m.PayoutsPage,
              ),
            },
            // An address under /d that names no page: the dashboard's own "page not found".
            { path: '*', Component: DashboardNotFoundPage },
          ],
        },
        {
          path: paths.staff.path,
          loader: withDashboardCatalog(requireStaffLoader(deps)),
          lazy: lazyPage(
            () => import('../features/staff/components/staff-layout'),
            (m) => m.StaffLayout,
          ),
          children: [
            {
              index: true,
              loader: ({ request }) => redirect(`${new URL(request.url).pathname.replace(/\/$/, '')}/users`),
            },
            {
              path: 'users',
              lazy: lazyPage(
                () => import('../features/staff/pages/staff-users-page'),
                (m) => m.StaffUsersPage,
              ),
            },
            {
              path: 'users/:id',
              lazy: lazyPage(
                () => import('../features/staff/pages/staff-user-page'),
                (m) => m.StaffUserPage,
              ),
            },
            {
              path: 'bookings',
              lazy: lazyPage(
                () => import('../features/staff/pages/staff-bookings-page'),
                (m) => m.StaffBookingsPage,
              ),
            },
            {
              path: 'bookings/:id',
              lazy: lazyPage(
                () => import('../features/staff/pages/staff-booking-page'),
                (m) => m.StaffBookingPage,
              ),
            },
            {
              path: 'documents',
              lazy: lazyPage(
                () => import('../features/staff/pages/staff-documents-page'),
                (m) => m.StaffDocumentsPage,
              ),
            },
            {
              path: 'moderation',
              lazy: lazyPage(
                () => import('../features/staff/pages/staff-moderation-page'),
                (m) => m.StaffModerationPage,
              ),
            },
            {
              path: 'audit',
              lazy: lazyPage(
                () => import('../features/staff/pages/staff-audit-page'),
                (m) => m.StaffAuditPage,
              ),
            },
            {
              path: 'tester',
              lazy: lazyPage(
                () => import('../features/staff/pages/staff-tester-page'),
                (m) => m.StaffTesterPage,
              ),
            },
            {
              path: 'tester/:machine',
              lazy: lazyPage(
                () => import('../features/staff/pages/staff-machine-page'),
                (m) => m.StaffMachinePage,
              ),
            },
          ],
        },
        {
          path: paths.reviewTrip.path,
          loader: withDashboardCatalog(reviewFormLoader(deps, 'guest')),
          lazy: lazyPage(
            () => import('../features/reviews/pages/review-form-page'),
            (m) => m.TripReviewPage,
          ),
        },
        {
          path: paths.reviewBooking.path,
          loader: withDashboardCatalog(reviewFormLoader(deps, 'owner')),
          lazy: lazyPage(
            () => import('../features/reviews/pages/review-form-page'),
            (m) => m.BookingReviewPage,
          ),
        },
        { path: paths.reviewCamper.path, loader: camperReviewsRedirectLoader() },
        { path: paths.notFound.path, Component: NotFoundPage },
      ],
    },
  ]
}

export function appRoutes(deps: LoaderDeps): RouteObject[] {
  const layout = {
    loader: localeLoader(deps),
    Component: SiteLayout,
    errorElement: <BareErrorPage />,
    hydrateFallbackElement: <PageLoading />,
  }
  // One set of page routes serves both mounts (the router copies each route into its own data route): building
  // them twice was part of the boot's longest task.
  const pages = pageRoutes(deps)
  return [
    {
      Component: AppRoot,
      errorElement: <BareErrorPage />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        { path: paths.pingFront.href(), Component: PingPage },
        { path: '/', ...layout, children: pages },
        { path: '/:locale', ...layout, children: pages },
      ],
    },
  ]
}

export function createAppRouter(deps: LoaderDeps) {
  const router = createBrowserRouter(appRoutes(deps))
  setActiveRouter(router)
  return router
}

/** For tests: the same routes in memory. */
export function createTestRouter(deps: LoaderDeps, initialEntries: string[]) {
  return createMemoryRouter(appRoutes(deps), { initialEntries })
}
