import DownloadIcon from '@mui/icons-material/Download';
import {
  Box,
  CircularProgress,
  IconButton,
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
import { type ReactNode, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountTabProps } from '../../lib/accountTabs';
import { useConfiguration } from '../../lib/configuration';
import { formatDistance, formatMoney, formatTableDate, mileageUnitOf } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { useStatements } from './api';
import { formatStatementMonth, statementPeriodRange } from './period';
import { isListedStatement, statementDownloadUrl, statementFees } from './statements';
import './texts';

/** One statement as the tab shows it. */
interface ShownStatement {
  id: string;
  month: string;
  period: string;
  mileage: string;
  fees: string;
  fuelTaxCredit: string;
  balance: string;
  paid: string;
  download: string | null;
}

/**
 * Statements (participant spec section 2): the monthly statements from six months back through the
 * previous month, newest first, with the PDF download where the spec allows it. A table on wider
 * screens, one card per month on phones.
 */
export default function StatementsTab({ username }: AccountTabProps) {
  const { t, i18n } = useTranslation();
  usePageTitle(t('statements.title'));
  const headingId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const unit = mileageUnitOf(useConfiguration().get('MILEAGE_UNIT'));
  // The range moves with the calendar month only, so it is worked out once per visit.
  const periodFrom = useMemo(() => statementPeriodRange(), []);
  const statements = useStatements(username, periodFrom);
  const shown: ShownStatement[] = useMemo(
    () =>
      (statements.data ?? []).filter(isListedStatement).map((statement) => ({
        id: statement.id,
        month: formatStatementMonth(statement.month, i18n.language),
        period: t('statements.periodRange', {
          from: formatTableDate(statement.periodFrom),
          to: formatTableDate(statement.periodTo),
        }),
        mileage: formatDistance(statement.mileage, unit),
        fees: formatMoney(statementFees(statement)),
        fuelTaxCredit: formatMoney(statement.fuelTaxCredit),
        balance: statement.balance == null ? '' : formatMoney(statement.balance),
        paid: formatMoney(statement.paidAmount),
        download: statementDownloadUrl(statement),
      })),
    [statements.data, i18n.language, t, unit],
  );

  let content: ReactNode;
  if (statements.isPending) {
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  } else if (statements.isError) {
    // A list that failed to load stays empty without a message (spec section 8).
    content = null;
  } else if (shown.length === 0) {
    content = <Typography>{t('messages.noStatements')}</Typography>;
  } else {
    content = (
      <Paper variant="outlined">
        {phone ? <StatementCards statements={shown} /> : <StatementTable statements={shown} headingId={headingId} />}
      </Paper>
    );
  }

  return (
    <>
      <Typography variant="h1" id={headingId} gutterBottom>
        {t('statements.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('statements.intro')}</Typography>
      {content}
    </>
  );
}

function StatementTable({ statements, headingId }: { statements: ShownStatement[]; headingId: string }) {
  const { t } = useTranslation();
  return (
    <TableContainer tabIndex={0} role="region" aria-labelledby={headingId}>
      <Table size="small" aria-label={t('statements.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('statements.month')}</TableCell>
            <TableCell>{t('statements.period')}</TableCell>
            <TableCell align="right">{t('statements.mileage')}</TableCell>
            <TableCell align="right">{t('statements.fees')}</TableCell>
            <TableCell align="right">{t('statements.fuelTaxCredit')}</TableCell>
            <TableCell align="right">{t('statements.balance')}</TableCell>
            <TableCell align="right">{t('statements.paid')}</TableCell>
            <TableCell align="center">{t('statements.statement')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {statements.map((statement) => (
            <TableRow key={statement.id} hover>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {statement.month}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{statement.period}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {statement.mileage}
              </TableCell>
              <TableCell align="right">{statement.fees}</TableCell>
              <TableCell align="right">{statement.fuelTaxCredit}</TableCell>
              <TableCell align="right">{statement.balance}</TableCell>
              <TableCell align="right">{statement.paid}</TableCell>
              <TableCell align="center" sx={{ py: 0 }}>
                <DownloadLink statement={statement} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Phones: one card per month with the same figures as a row. */
function StatementCards({ statements }: { statements: ShownStatement[] }) {
  const { t } = useTranslation();
  const facts = (statement: ShownStatement): [string, string][] => [
    [t('statements.period'), statement.period],
    [t('statements.mileage'), statement.mileage],
    [t('statements.fees'), statement.fees],
    [t('statements.fuelTaxCredit'), statement.fuelTaxCredit],
    [t('statements.balance'), statement.balance],
    [t('statements.paid'), statement.paid],
  ];
  return (
    <Box component="ul" aria-label={t('statements.tableLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {statements.map((statement) => (
        <Box component="li" key={statement.id} sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 500 }}>
              {statement.month}
            </Typography>
            <DownloadLink statement={statement} />
          </Box>
          <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}>
            {facts(statement).map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function DownloadLink({ statement }: { statement: ShownStatement }) {
  const { t } = useTranslation();
  if (!statement.download) return null;
  const label = t('statements.download', { month: statement.month });
  return (
    <IconButton component="a" href={statement.download} download aria-label={label} title={label}>
      <DownloadIcon />
    </IconButton>
  );
}
