import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROWS_PER_PAGE_OPTIONS, TablePager } from '../../../components/TablePager';
import { TableStatusRows } from '../../../components/TableStatusRows';
import { formatTableDate, fullName } from '../../../lib/format';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useParticipantList } from './api';

const COLUMN_COUNT = 6;

/** Staff: every participant (/participants, and /dashboard for admins). */
export function ParticipantsPage() {
  const { t } = useTranslation();
  usePageTitle(t('participants.title'));
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState<number>(ROWS_PER_PAGE_OPTIONS[0] ?? 10);
  // A failed load is only logged (spec section 8): the table stays empty.
  const { data: participants = [], isPending } = useParticipantList();
  const rows = participants.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);

  return (
    <>
      <Typography variant="h1" id="participants-heading" gutterBottom>
        {t('participants.title')}
      </Typography>
      <Paper variant="outlined">
        {/* Focusable so keyboard users can scroll the table sideways on narrow screens. */}
        <TableContainer tabIndex={0} role="region" aria-label={t('participants.tableLabel')}>
          <Table size="small" aria-labelledby="participants-heading">
            <TableHead>
              <TableRow>
                <TableCell>{t('participants.accountNo')}</TableCell>
                <TableCell>{t('participants.name')}</TableCell>
                <TableCell>{t('participants.email')}</TableCell>
                <TableCell>{t('participants.status')}</TableCell>
                <TableCell>{t('participants.pilot')}</TableCell>
                <TableCell>{t('participants.created')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableStatusRows
                loading={isPending}
                empty={participants.length === 0}
                columns={COLUMN_COUNT}
                emptyText={t('participants.empty')}
              />
              {rows.map((participant) => (
                <TableRow key={participant.username} hover>
                  <TableCell>{participant.accountNo}</TableCell>
                  <TableCell>{fullName(participant.firstName, participant.middleName, participant.lastName)}</TableCell>
                  <TableCell>{participant.email}</TableCell>
                  <TableCell>{t(`status.${participant.status}`)}</TableCell>
                  <TableCell>{participant.pilotProgram?.shortName ?? ''}</TableCell>
                  <TableCell>{formatTableDate(participant.createdAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePager
          count={participants.length}
          page={page}
          rowsPerPage={rowsPerPage}
          onPageChange={setPage}
          onRowsPerPageChange={(rows) => {
            setRowsPerPage(rows);
            setPage(0);
          }}
        />
      </Paper>
    </>
  );
}
