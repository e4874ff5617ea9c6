import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

/** How the top bar marks the current page: underlined. */
export const CURRENT_PAGE_SX = { textDecoration: 'underline', textUnderlineOffset: '6px' } as const;

/** A page link of the top bar's navigation, underlined while that page is open. */
export function NavButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={NavLink} to={to} color="inherit" sx={{ '&.active': CURRENT_PAGE_SX }}>
      {children}
    </Button>
  );
}
