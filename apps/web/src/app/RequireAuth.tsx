import { isAdmin, isParticipant } from '@rc/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { useSession } from '../lib/session';

/** Who may open a protected route: any signed-in user, participants (Users or no group), or Admins. */
export type Audience = 'signedIn' | 'participant' | 'admin';

/**
 * Route guard (spec section 2): a loading overlay while the session check runs; signed out → /signin;
 * signed in without the needed group → /dashboard.
 */
export function RequireAuth({ audience }: { audience: Audience }) {
  const { session, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <PageLoader />;
  if (!session) return <Navigate to="/signin" replace state={{ from: location.pathname }} />;
  const allowed =
    audience === 'signedIn' ||
    (audience === 'admin' && isAdmin(session.groups)) ||
    (audience === 'participant' && isParticipant(session.groups));
  if (!allowed) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
