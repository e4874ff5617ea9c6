import { Box, CircularProgress, TableCell, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** A list table's own rows while it loads (a spinner) or when it has no rows (the empty text). */
export function TableStatusRows({
  loading,
  empty,
  columns,
  emptyText,
}: {
  loading: boolean;
  empty: boolean;
  columns: number;
  emptyText: string;
}) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <TableRow>
        <TableCell colSpan={columns}>
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress size={32} aria-label={t('common.loading')} />
          </Box>
        </TableCell>
      </TableRow>
    );
  }
  if (!empty) return null;
  return (
    <TableRow>
      <TableCell colSpan={columns}>{emptyText}</TableCell>
    </TableRow>
  );
}
