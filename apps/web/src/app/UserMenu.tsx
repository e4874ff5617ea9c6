import AccountCircle from '@mui/icons-material/AccountCircle';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { Button } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deferredComponent } from '../components/deferredComponent';

// The menu (MUI Menu and Popover) is not needed for the first paint: it loads when first opened.
const useUserMenuPopup = deferredComponent(() => import('./UserMenuPopup'));

/** The signed-in user's e-mail, opening a menu with Sign Out. */
export function UserMenu({ email }: { email: string }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once loaded the menu stays mounted, so closing it plays its transition and returns focus.
  const [opened, setOpened] = useState(false);
  const UserMenuPopup = useUserMenuPopup(opened);
  const buttonId = useId();
  const menuId = useId();
  const open = Boolean(anchor);

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        title={t('nav.signedInAs', { email })}
        startIcon={<AccountCircle />}
        endIcon={<ArrowDropDown />}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        sx={{ textTransform: 'none', maxWidth: { xs: 160, sm: 320 } }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{email}</span>
      </Button>
      {UserMenuPopup && (
        <UserMenuPopup id={menuId} buttonId={buttonId} anchor={anchor} onClose={() => setAnchor(null)} />
      )}
    </>
  );
}
