import Close from '@mui/icons-material/Close';
import {
  Box,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Typography,
} from '@mui/material';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import '../features/account/texts';
import { ACCOUNT_TAB_PANEL_ID, accountTabPath } from '../lib/accountTabs';
import { accountTabLabelKey } from './account/tabLabels';
import { currentAccountTab, useAccountTabs } from './account/useAccountTabs';
import { HELP_ROUTES } from './helpRoutes';

const ACCOUNT_PATHS = new Set(['/dashboard', '/my-account']);

/**
 * The phone menu of a participant (participant spec section 2: 'a mobile side drawer listing the account
 * tabs'), opened from the top bar's menu button: the account tabs they see, then Support and FAQ. After
 * choosing an entry, focus moves to the new content (the tab panel, else the main region); closing it
 * otherwise returns focus to the menu button. A chunk of its own, loaded when the menu is first opened.
 */
export default function AccountDrawer({
  id,
  open,
  onClose,
  menuButtonRef,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  menuButtonRef: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  // The participant is usually cached by the account page; the menu loads it only once it opens.
  const { tabs } = useAccountTabs(open);
  const titleId = useId();
  const accountListId = useId();
  const helpListId = useId();
  const navigated = useRef(false);
  // Mounted closed first, so the first opening slides in like the later ones (MUI skips an opening on mount).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const onAccountPage = ACCOUNT_PATHS.has(location.pathname);
  const currentTab = onAccountPage ? currentAccountTab(new URLSearchParams(location.search).get('tab'), tabs) : null;

  // The current entry is marked by more than colour: a bar at its side and bold text.
  const selectedStyle = {
    '&.Mui-selected': { borderLeft: 4, borderColor: 'primary.main', pl: 1.5, fontWeight: 600 },
    '&.Mui-selected .MuiListItemText-primary': { fontWeight: 600 },
  } as const;

  const choose = () => {
    navigated.current = true;
    onClose();
  };

  // Focus is placed by hand once the drawer has slid away (its own restore would always pick the menu button).
  const afterClose = () => {
    const target = navigated.current
      ? (document.getElementById(ACCOUNT_TAB_PANEL_ID) ?? document.getElementById('main'))
      : menuButtonRef.current;
    navigated.current = false;
    target?.focus();
  };

  return (
    <Drawer
      id={id}
      anchor="left"
      open={open && mounted}
      onClose={onClose}
      ModalProps={{ disableRestoreFocus: true }}
      slotProps={{
        transition: { onExited: afterClose },
        paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, sx: { width: 300, maxWidth: '85vw' } },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', pl: 2, pr: 1, py: 1 }}>
        <Typography id={titleId} component="h2" variant="h6">
          {t('account.nav.menu')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('account.nav.closeMenu')}>
          <Close />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('nav.main')}>
        {tabs.length > 0 && (
          <>
            <ListSubheader id={accountListId} component="h3">
              {t('account.nav.myAccount')}
            </ListSubheader>
            <List aria-labelledby={accountListId} sx={{ pt: 0 }}>
              {tabs.map((tab) => (
                <li key={tab}>
                  <ListItemButton
                    component={Link}
                    to={accountTabPath(tab)}
                    selected={tab === currentTab}
                    aria-current={tab === currentTab ? 'page' : undefined}
                    onClick={choose}
                    sx={selectedStyle}
                  >
                    <ListItemText primary={t(accountTabLabelKey(tab))} />
                  </ListItemButton>
                </li>
              ))}
            </List>
          </>
        )}
        <Divider />
        <ListSubheader id={helpListId} component="h3">
          {t('account.nav.help')}
        </ListSubheader>
        <List aria-labelledby={helpListId} sx={{ pt: 0 }}>
          {HELP_ROUTES.map((route) => (
            <li key={route.to}>
              <ListItemButton
                component={Link}
                to={route.to}
                selected={location.pathname === route.to}
                aria-current={location.pathname === route.to ? 'page' : undefined}
                onClick={choose}
                sx={selectedStyle}
              >
                <ListItemText primary={t(route.label)} />
              </ListItemButton>
            </li>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
