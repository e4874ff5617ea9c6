import { type ComponentType, lazy } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { withTexts } from '../i18n';
import { useSession } from '../lib/session';
import { AppLayout } from './AppLayout';
import { PageErrors } from './ErrorPage';
import { RequireAuth } from './RequireAuth';

// Every page is its own chunk. The staff console (everything admin) is one separate chunk that
// participant pages never download: it is only reachable through these lazy imports. A page renders
// once the texts its chunk registered have arrived in the chosen language (withTexts).
const SignInPage = lazy(() => withTexts(import('../features/auth/SignInPage')));
const ForgotPasswordPage = lazy(() => withTexts(import('../features/auth/ForgotPasswordPage')));
const RegisterEntry = lazy(() => withTexts(import('../features/enrolment/entry/RegisterEntry')));
const OopsPage = lazy(() => withTexts(import('../features/enrolment/entry/OopsPage')));
const ClosedPage = lazy(() => withTexts(import('../features/enrolment/entry/ClosedPage')));
const InvitationPage = lazy(() => withTexts(import('../features/enrolment/entry/InvitationPage')));
const AgreementDocumentPage = lazy(() => withTexts(import('../features/enrolment/entry/AgreementDocumentPage')));
const TelematicsCallbackPage = lazy(() => withTexts(import('../features/enrolment/TelematicsCallbackPage')));
const SurveyPage = lazy(() => withTexts(import('../features/survey/SurveyPage')));
const AccountPage = lazy(() => withTexts(import('./account/AccountPage')));
const TripPage = lazy(() => withTexts(import('../features/trips/TripPage')));
const PaymentPage = lazy(() => withTexts(import('../features/payments/PaymentPage')));
const SupportPage = lazy(() => withTexts(import('../features/inquiries/SupportPage')));
const FaqPage = lazy(() => withTexts(import('../features/inquiries/FaqPage')));
const PrivacyCentrePage = lazy(() => withTexts(import('../features/privacy-centre/PrivacyCentrePage')));
/** A page of the staff console (app/StaffConsole.ts), loaded only when a staff route is opened. */
function staffPage(name: Exclude<keyof typeof import('./StaffConsole'), 'StaffNav'>) {
  return lazy(() => withTexts(import('./StaffConsole')).then((module) => ({ default: module[name] as ComponentType })));
}
const StaffParticipantsPage = staffPage('ParticipantsPage');
const StaffInquiriesBoardPage = staffPage('InquiriesBoardPage');
const StaffInquiryPage = staffPage('StaffInquiryPage');
const StaffInvitationsPage = staffPage('InvitationsPage');
const StaffParticipantDetailPage = staffPage('ParticipantDetailPage');
const StaffUsersPage = staffPage('UsersPage');
const StaffConfigurationsPage = staffPage('ConfigurationsPage');
const StaffTripPage = staffPage('StaffTripPage');
const StaffDevicesPage = staffPage('DevicesPage');
const StaffRegisterDevicePage = staffPage('RegisterDevicePage');
const StaffBulkRegisterPage = staffPage('BulkRegisterPage');
const StaffMroEventsPage = staffPage('MroEventsPage');
const StaffWebhookEventsPage = staffPage('WebhookEventsPage');
const StaffLocationRetentionPage = staffPage('LocationRetentionPage');
const StaffAccountErasurePage = staffPage('AccountErasurePage');
const StaffStatementsPage = staffPage('StatementsPage');
const StaffNotificationsPage = staffPage('NotificationsPage');
const StaffReportsPage = staffPage('ReportsPage');
const StaffEventsPage = staffPage('EventsPage');
const StaffMileageAuditPage = staffPage('MileageAuditPage');
const StaffTripsPage = staffPage('TripsPage');
const StaffTripsReviewPage = staffPage('TripsReviewPage');
const StaffTransactionsPage = staffPage('TransactionsPage');
const StaffTransactionPage = staffPage('TransactionPage');
const StaffPaymentPage = staffPage('StaffPaymentPage');
const StaffPilotSettingsPage = staffPage('PilotSettingsPage');
const StaffPilotProgramPage = staffPage('PilotProgramPage');
const StaffCordonPage = staffPage('CordonPage');

/** /dashboard: the participant's own account area (Dashboard tab), or the participant list for staff. */
function DashboardRoute() {
  const { isAdmin } = useSession();
  return isAdmin ? <StaffParticipantsPage /> : <AccountPage />;
}

/** /payment/{ids}: the staff payment page (a participant's transactions, their cards) for Admins, else the participant's own. */
function PaymentRoute() {
  const { isAdmin, isParticipant } = useSession();
  if (isAdmin) return <StaffPaymentPage />;
  return isParticipant ? <PaymentPage /> : <Navigate to="/dashboard" replace />;
}

/** /trip/{id}: the staff trip page for Admins, the participant's own trip page for participants. */
function TripRoute() {
  const { isAdmin, isParticipant } = useSession();
  if (isAdmin) return <StaffTripPage />;
  return isParticipant ? <TripPage /> : <Navigate to="/dashboard" replace />;
}

// Declarative routes (<BrowserRouter> in main.tsx): the app loads its data with react-query, and the data
// router (createBrowserRouter) would add about 18 KB gz of loader/action machinery to every first page.
const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        element: <PageErrors />,
        children: [
          { path: '/signin', element: <SignInPage /> },
          { path: '/login', element: <SignInPage /> },
          { path: '/forgot-password', element: <ForgotPasswordPage /> },
          { path: '/register', element: <RegisterEntry /> },
          { path: '/telematics/callback', element: <TelematicsCallbackPage /> },
          { path: '/survey', element: <SurveyPage /> },
          { path: '/invitation', element: <InvitationPage /> },
          { path: '/closed', element: <ClosedPage /> },
          { path: '/oops', element: <OopsPage /> },
          { path: '/tetc', element: <AgreementDocumentPage variant="tetc" /> },
          { path: '/tutc', element: <AgreementDocumentPage variant="tutc" /> },
          {
            element: <RequireAuth audience="signedIn" />,
            children: [
              { path: '/dashboard', element: <DashboardRoute /> },
              { path: '/trip/:id', element: <TripRoute /> },
              { path: '/payment/:ids', element: <PaymentRoute /> },
            ],
          },
          {
            // Participant routes (group Users, or no group); staff go to /dashboard.
            element: <RequireAuth audience="participant" />,
            children: [
              { path: '/my-account', element: <AccountPage /> },
              { path: '/support', element: <SupportPage /> },
              { path: '/q+and+a', element: <FaqPage /> },
              { path: '/privacy-centre', element: <PrivacyCentrePage /> },
            ],
          },
          {
            element: <RequireAuth audience="admin" />,
            children: [
              { path: '/participants', element: <StaffParticipantsPage /> },
              { path: '/inquiries', element: <StaffInquiriesBoardPage /> },
              { path: '/inquiry/:id', element: <StaffInquiryPage /> },
              { path: '/participant/:username', element: <StaffParticipantDetailPage /> },
              { path: '/invitations', element: <StaffInvitationsPage /> },
              { path: '/permission', element: <StaffUsersPage /> },
              { path: '/configurations', element: <StaffConfigurationsPage /> },
              { path: '/mro-devices', element: <StaffDevicesPage /> },
              { path: '/mro-devices/register', element: <StaffRegisterDevicePage /> },
              { path: '/mro-devices/bulk-register', element: <StaffBulkRegisterPage /> },
              { path: '/mroEvents', element: <StaffMroEventsPage /> },
              { path: '/webhookEvents', element: <StaffWebhookEventsPage /> },
              { path: '/locationRetention', element: <StaffLocationRetentionPage /> },
              { path: '/accountErasure', element: <StaffAccountErasurePage /> },
              { path: '/statements', element: <StaffStatementsPage /> },
              { path: '/notifications', element: <StaffNotificationsPage /> },
              { path: '/report', element: <StaffReportsPage /> },
              { path: '/events', element: <StaffEventsPage /> },
              { path: '/audit', element: <StaffMileageAuditPage /> },
              { path: '/trips', element: <StaffTripsPage /> },
              { path: '/tripsReview', element: <StaffTripsReviewPage /> },
              { path: '/transactions', element: <StaffTransactionsPage /> },
              { path: '/transaction/:id', element: <StaffTransactionPage /> },
              { path: '/pilotProgramsAndRates', element: <StaffPilotSettingsPage /> },
              { path: '/pilotProgram/:id', element: <StaffPilotProgramPage /> },
              { path: '/cordon/:id', element: <StaffCordonPage /> },
            ],
          },
          { path: '*', element: <Navigate to="/dashboard" replace /> },
        ],
      },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
