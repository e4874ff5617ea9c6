import { Paper } from '@mui/material';
import type { ReactNode } from 'react';

/** The narrow card used by the sign-in, password and enrolment pages. */
export function CenteredCard({ children, maxWidth = 480 }: { children: ReactNode; maxWidth?: number }) {
  return (
    <Paper variant="outlined" sx={{ mx: 'auto', maxWidth, p: { xs: 2, sm: 4 } }}>
      {children}
    </Paper>
  );
}
