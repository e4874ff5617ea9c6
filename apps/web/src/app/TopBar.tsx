import { AppBar, Box, Button, Link, Toolbar } from '@mui/material';
import { PROGRAM_NAME } from '@rc/domain';
import { useTranslation } from 'react-i18next';
import { NavLink, Link as RouterLinkBase } from 'react-router';
import { visuallyHidden } from '../components/visuallyHidden';
import { useSession } from '../features/auth/session';
import { LanguageSwitch } from './LanguageSwitch';
import { UserMenu } from './UserMenu';

interface NavRoute {
  to: string;
  label: 'nav.dashboard' | 'nav.participants' | 'nav.invitations';
}

/** The menu shows only the routes the user may open. */
function routesFor(isAdmin: boolean): NavRoute[] {
  return isAdmin
    ? [
        { to: '/participants', label: 'nav.participants' },
        { to: '/invitations', label: 'nav.invitations' },
      ]
    : [{ to: '/dashboard', label: 'nav.dashboard' }];
}

export function TopBar() {
  const { t } = useTranslation();
  const { session, isAdmin } = useSession();

  return (
    <AppBar position="static" component="header" elevation={0}>
      <Link
        href="#main"
        sx={{
          ...visuallyHidden,
          '&:focus': {
            position: 'fixed',
            top: 8,
            left: 8,
            width: 'auto',
            height: 'auto',
            clip: 'auto',
            margin: 0,
            p: 1.5,
            zIndex: 'tooltip',
            bgcolor: 'common.white',
            color: 'primary.main',
            outline: '3px solid #0b3d6e',
          },
        }}
      >
        {t('common.skipToContent')}
      </Link>
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, flexWrap: 'wrap', py: 1 }}>
        <Link
          component={RouterLinkBase}
          to="/dashboard"
          color="inherit"
          underline="none"
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, fontSize: '1.125rem', fontWeight: 500 }}
        >
          <img src="/logo.svg" alt="" width={40} height={40} />
          {PROGRAM_NAME}
        </Link>
        {session && (
          <Box component="nav" aria-label={t('nav.main')} sx={{ display: 'flex', gap: 1 }}>
            {routesFor(isAdmin).map((route) => (
              <Button
                key={route.to}
                component={NavLink}
                to={route.to}
                color="inherit"
                sx={{ '&.active': { textDecoration: 'underline', textUnderlineOffset: '6px' } }}
              >
                {t(route.label)}
              </Button>
            ))}
          </Box>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSwitch />
        {session && <UserMenu email={session.email} />}
      </Toolbar>
    </AppBar>
  );
}
