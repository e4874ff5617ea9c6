import { Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffTable } from '../../components/staff/StaffTable';
import type { ParticipantTabProps } from '../../lib/staff/participantTabs';
import { useStaffZone } from '../../lib/staff/timeZone';
import { type StaffStatementRow, useParticipantStatements } from './api';
import { statementColumns } from './statementColumns';
import '../../components/staff/texts';
import './texts';

/**
 * Participant detail, Statements (staff spec sections 2-4): every statement of the participant (not
 * only the six months the participant lists), newest month first, a server page at a time: month,
 * period, totals in dollars, balance, paid amount and date, processed, created by and the PDF. The PDF
 * link is signed for the staff member (the storage route lets staff open any valid link).
 */
export default function StatementsTab({ username }: ParticipantTabProps) {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const list = useParticipantStatements(username);
  const columns = useMemo(() => statementColumns(t, zone), [t, zone]);
  return (
    <StaffTable<StaffStatementRow>
      tableId="participant-statements"
      title={t('staffStatements.participant.title')}
      columns={columns}
      rows={list.rows}
      getRowId={(row) => row.id}
      loading={list.loading}
      refreshing={list.refreshing}
      emptyText={t('staffStatements.participant.empty')}
      paging={list.paging}
      sort={list.sort}
      filters={
        <Typography variant="body2" color="text.secondary">
          {t('staffStatements.participant.intro')}
        </Typography>
      }
    />
  );
}
