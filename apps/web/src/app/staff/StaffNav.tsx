import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Close from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import {
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import '../../components/staff/texts';
import { CURRENT_PAGE_SX, NavButton } from '../NavButton';
import { GlobalSearch } from './GlobalSearch';
import { InquiryUnread } from './InquiryUnread';
import { STAFF_ROUTES } from './staffRoutes';

const mainRoutes = STAFF_ROUTES.filter((route) => !route.pilotSetting);
const pilotRoutes = STAFF_ROUTES.filter((route) => route.pilotSetting);

/**
 * The staff console's part of the top bar: its routes, the Pilot Settings dropdown and the global
 * search; on narrow screens one menu button opening a side drawer with all of them. Part of the staff
 * console chunk (the top bar loads it only for staff).
 */
export function StaffNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [settingsAnchor, setSettingsAnchor] = useState<HTMLElement | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const settingsMenuId = useId();
  const drawerId = useId();
  const drawerTitleId = useId();
  const settingsHeadingId = useId();
  const settingsActive = pilotRoutes.some((route) => pathname.startsWith(route.to));

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('staff.shell.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={drawerOpen}
        aria-controls={drawerOpen ? drawerId : undefined}
        onClick={() => setDrawerOpen(true)}
        sx={{ display: { md: 'none' }, order: -1 }}
      >
        <MenuIcon />
      </IconButton>
      <Box
        component="nav"
        aria-label={t('nav.main')}
        sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, alignItems: 'center' }}
      >
        {mainRoutes.map((route) => (
          <NavButton key={route.to} to={route.to}>
            {t(`staff.nav.${route.label}`)}
          </NavButton>
        ))}
        <Button
          color="inherit"
          aria-haspopup="menu"
          aria-expanded={Boolean(settingsAnchor)}
          aria-controls={settingsAnchor ? settingsMenuId : undefined}
          endIcon={<ArrowDropDown />}
          onClick={(event) => setSettingsAnchor(event.currentTarget)}
          sx={settingsActive ? CURRENT_PAGE_SX : undefined}
        >
          {t('staff.shell.pilotSettings')}
        </Button>
        <Menu
          id={settingsMenuId}
          anchorEl={settingsAnchor}
          open={Boolean(settingsAnchor)}
          onClose={() => setSettingsAnchor(null)}
        >
          {pilotRoutes.map((route) => (
            <MenuItem
              key={route.to}
              component={Link}
              to={route.to}
              selected={pathname.startsWith(route.to)}
              onClick={() => setSettingsAnchor(null)}
            >
              {t(`staff.nav.${route.label}`)}
            </MenuItem>
          ))}
        </Menu>
      </Box>
      <InquiryUnread />
      <Box sx={{ display: { xs: 'none', md: 'block' }, ml: 1 }}>
        <GlobalSearch />
      </Box>
      <Drawer
        id={drawerId}
        anchor="left"
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': drawerTitleId,
            sx: { width: 300, maxWidth: '85vw' },
          },
        }}
      >
        <Box sx={{ p: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', pl: 1 }}>
            <Typography id={drawerTitleId} component="h2" variant="h6">
              {t('staff.shell.menu')}
            </Typography>
            <IconButton aria-label={t('staff.shell.closeMenu')} onClick={() => setDrawerOpen(false)}>
              <Close />
            </IconButton>
          </Box>
          <Box sx={{ px: 1, pb: 1 }}>
            <GlobalSearch />
          </Box>
          <nav aria-label={t('nav.main')}>
            <DrawerLinks routes={mainRoutes} pathname={pathname} onNavigate={() => setDrawerOpen(false)} />
            <Divider />
            <ListSubheader id={settingsHeadingId} component="h3" disableSticky>
              {t('staff.shell.pilotSettings')}
            </ListSubheader>
            <DrawerLinks
              routes={pilotRoutes}
              pathname={pathname}
              onNavigate={() => setDrawerOpen(false)}
              labelledBy={settingsHeadingId}
            />
          </nav>
        </Box>
      </Drawer>
    </>
  );
}

/** The drawer's list of console pages (the current one selected); choosing one closes the drawer. */
function DrawerLinks({
  routes,
  pathname,
  onNavigate,
  labelledBy,
}: {
  routes: typeof STAFF_ROUTES;
  pathname: string;
  onNavigate: () => void;
  labelledBy?: string;
}) {
  const { t } = useTranslation();
  return (
    <List dense aria-labelledby={labelledBy}>
      {routes.map((route) => (
        <ListItem key={route.to} disablePadding>
          <ListItemButton component={Link} to={route.to} selected={pathname.startsWith(route.to)} onClick={onNavigate}>
            <ListItemText primary={t(`staff.nav.${route.label}`)} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
