import {
  Box,
  CircularProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TableStatusRows } from '../../components/TableStatusRows';

export interface AccountTableRow {
  key: string;
  /** One cell per column, in the columns' order. */
  cells: ReactNode[];
}

/**
 * A read-only list of the account tabs: a labelled table on wide screens; on a phone each row becomes a
 * card listing its columns (an empty cell, such as an action that does not apply, is left out), so nothing
 * hides behind sideways scrolling.
 */
export function AccountTable({
  label,
  columns,
  rows,
  loading,
  emptyText,
}: {
  label: string;
  columns: readonly string[];
  rows: readonly AccountTableRow[];
  loading: boolean;
  emptyText: string;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));

  if (narrow) {
    if (loading) {
      return (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress size={32} aria-label={t('common.loading')} />
        </Box>
      );
    }
    if (rows.length === 0) {
      return (
        <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
          <Typography>{emptyText}</Typography>
        </Paper>
      );
    }
    return (
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}>
        {rows.map((row) => (
          <Paper component="li" key={row.key} variant="outlined" sx={{ p: 2, mb: 1.5 }}>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'minmax(7rem, auto) 1fr', columnGap: 2, rowGap: 1, m: 0 }}
            >
              {columns.map((column, i) =>
                row.cells[i] == null || row.cells[i] === '' ? null : (
                  <Fragment key={column}>
                    <Box component="dt" sx={{ fontWeight: 600 }}>
                      {column}
                    </Box>
                    <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                      {row.cells[i]}
                    </Box>
                  </Fragment>
                ),
              )}
            </Box>
          </Paper>
        ))}
      </Box>
    );
  }

  return (
    <TableContainer component={Paper} variant="outlined" sx={{ mb: 3 }}>
      <Table aria-label={label} size="small">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableStatusRows loading={loading} empty={rows.length === 0} columns={columns.length} emptyText={emptyText} />
          {!loading &&
            rows.map((row) => (
              <TableRow key={row.key}>
                {row.cells.map((cell, i) => (
                  <TableCell key={columns[i]}>{cell}</TableCell>
                ))}
              </TableRow>
            ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
