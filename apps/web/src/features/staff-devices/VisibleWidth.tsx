import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * Keeps an inline editor or an expanded row's content within the visible width of a staff table that
 * scrolls sideways (its cell spans the whole, wider table), so its fields and pager stay in view.
 */
export function VisibleWidth({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ position: 'sticky', left: 16, maxWidth: { xs: 'calc(100vw - 64px)', md: 'calc(100vw - 120px)' } }}>
      {children}
    </Box>
  );
}
