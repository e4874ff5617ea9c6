import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, IconButton, Link, Toolbar } from '@mui/material';
import { PROGRAM_NAME } from '@rc/domain';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLinkBase } from 'react-router';
import { deferredComponent } from '../components/deferredComponent';
import { visuallyHidden } from '../components/visuallyHidden';
import { withTexts } from '../i18n';
import '../features/account/texts';
import { useSession } from '../lib/session';
import { HELP_ROUTES } from './helpRoutes';
import { LanguageSwitch } from './LanguageSwitch';
import { NavButton } from './NavButton';
import { UserMenu } from './UserMenu';

// The phone menu (MUI Drawer) is not needed for the first paint: it loads when first opened.
const useAccountDrawer = deferredComponent(() => import('./AccountDrawer'));
// Staff get the console's menu, search and drawer from the staff console chunk.
const StaffNav = lazy(() => withTexts(import('./StaffConsole')).then((module) => ({ default: module.StaffNav })));

/** The participant's menu: only the routes they may open. */
const PARTICIPANT_ROUTES = [{ to: '/dashboard', label: 'nav.dashboard' } as const, ...HELP_ROUTES];

/**
 * The top bar (participant spec section 2): the logo to /dashboard, the route buttons, the language
 * switch and the user menu. Participants on narrow screens get a menu button instead of the route
 * buttons, opening the drawer with their account tabs. Staff get the console's menu (StaffNav).
 */
export function TopBar() {
  const { t } = useTranslation();
  const { session, isAdmin } = useSession();
  const participantMenu = Boolean(session) && !isAdmin;
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Once loaded the drawer stays mounted, so closing it plays its transition.
  const [drawerOpened, setDrawerOpened] = useState(false);
  const AccountDrawer = useAccountDrawer(participantMenu && drawerOpened);
  const drawerId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);

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
        {participantMenu && (
          <IconButton
            ref={menuButtonRef}
            color="inherit"
            edge="start"
            aria-label={t('account.nav.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            aria-controls={drawerOpen ? drawerId : undefined}
            onClick={() => {
              setDrawerOpen(true);
              setDrawerOpened(true);
            }}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Link
          component={RouterLinkBase}
          to="/dashboard"
          color="inherit"
          underline="none"
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, fontSize: '1.125rem', fontWeight: 500 }}
        >
          <img src="/logo.svg" alt="" width={40} height={40} />
          {/* On a phone the participant's bar keeps one row: the name is left to screen readers there. */}
          <Box
            component="span"
            sx={participantMenu ? (theme) => ({ [theme.breakpoints.down('sm')]: visuallyHidden }) : undefined}
          >
            {PROGRAM_NAME}
          </Box>
        </Link>
        {session && isAdmin && (
          <Suspense fallback={null}>
            <StaffNav />
          </Suspense>
        )}
        {participantMenu && (
          <Box component="nav" aria-label={t('nav.main')} sx={{ display: { xs: 'none', md: 'flex' }, gap: 1 }}>
            {PARTICIPANT_ROUTES.map((route) => (
              <NavButton key={route.to} to={route.to}>
                {t(route.label)}
              </NavButton>
            ))}
          </Box>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSwitch />
        {session && <UserMenu email={session.email} />}
      </Toolbar>
      {participantMenu && AccountDrawer && (
        <AccountDrawer
          id={drawerId}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          menuButtonRef={menuButtonRef}
        />
      )}
    </AppBar>
  );
}
