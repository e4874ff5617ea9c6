import Logout from '@mui/icons-material/Logout';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../lib/signOut';

/** The user menu's popup (Sign Out); a chunk of its own, loaded when the menu first opens. */
export default function UserMenuPopup({
  id,
  buttonId,
  anchor,
  onClose,
}: {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-labelledby': buttonId } }}
    >
      <MenuItem
        onClick={() => {
          onClose();
          void signOut();
        }}
      >
        <ListItemIcon>
          <Logout fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('nav.signOut')}</ListItemText>
      </MenuItem>
    </Menu>
  );
}
