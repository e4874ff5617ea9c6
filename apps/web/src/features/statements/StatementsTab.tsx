import DownloadIcon from '@mui/icons-material/Download';
import {
  Box,
  Button,
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
import { statementLineItemId, US_STATES } from '@rc/domain';
import { Fragment, type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DisputeCell } from '../../components/dispute/DisputeSection';
import type { DisputeStatus } from '../../gql/graphql';
import type { AccountTabProps } from '../../lib/accountTabs';
import { useConfiguration } from '../../lib/configuration';
import { formatDistance, formatMoney, formatTableDate, mileageUnitOf } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { statementKeys, useStatementLines, useStatements, useStatementVehicles } from './api';
import { formatStatementMonth, statementPeriodRange } from './period';
import { isListedStatement, statementDownloadUrl, statementFees, vehicleName } from './statements';
import './texts';
import '../../i18n/messages';

const STATE_NAMES = new Map<string, string>(US_STATES);

/** One line of a statement (a vehicle in a state) as the tab shows it, with its dispute. */
interface ShownLine {
  itemId: string;
  vehicle: string;
  state: string;
  mileage: string;
  charge: string;
  /** Month, state and vehicle: what the dispute form and its subject call the line. */
  name: string;
  /** A charge to dispute (a line that only credited has none). */
  disputable: boolean;
  dispute: { status: DisputeStatus; inquiryId: string } | null;
}

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
      (statements.data ?? []).filter(isListedStatement).map((statement) => {
        const month = formatStatementMonth(statement.month, i18n.language);
        return {
          id: statement.id,
          month,
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
        };
      }),
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
        {phone ? (
          <StatementCards statements={shown} username={username} />
        ) : (
          <StatementTable statements={shown} headingId={headingId} username={username} />
        )}
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

function StatementTable({
  statements,
  headingId,
  username,
}: {
  statements: ShownStatement[];
  headingId: string;
  username: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
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
            <TableCell align="center">{t('statements.lines.title')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {statements.map((statement) => (
            <Fragment key={statement.id}>
              <TableRow hover>
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
                <TableCell align="center" sx={{ py: 0 }}>
                  <LinesToggle
                    statement={statement}
                    open={open === statement.id}
                    onToggle={() => setOpen(open === statement.id ? null : statement.id)}
                  />
                </TableCell>
              </TableRow>
              {open === statement.id && (
                <TableRow>
                  <TableCell colSpan={9} sx={{ bgcolor: 'action.hover' }}>
                    <StatementLines statement={statement} username={username} />
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Phones: one card per month with the same figures as a row. */
function StatementCards({ statements, username }: { statements: ShownStatement[]; username: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
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
          <Box sx={{ mt: 1 }}>
            <LinesToggle
              statement={statement}
              open={open === statement.id}
              onToggle={() => setOpen(open === statement.id ? null : statement.id)}
            />
          </Box>
          {open === statement.id && <StatementLines statement={statement} username={username} phone />}
        </Box>
      ))}
    </Box>
  );
}

function linesId(statement: ShownStatement) {
  return `statement-lines-${statement.id}`;
}

/** Shows or hides a statement's lines (the vehicles and states it billed). */
function LinesToggle({
  statement,
  open,
  onToggle,
}: {
  statement: ShownStatement;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      aria-expanded={open}
      aria-controls={open ? linesId(statement) : undefined}
      aria-label={t(open ? 'statements.lines.hide' : 'statements.lines.show', { month: statement.month })}
      onClick={onToggle}
    >
      {t(open ? 'statements.lines.hideShort' : 'statements.lines.showShort')}
    </Button>
  );
}

/**
 * A statement's lines: what it billed for each vehicle in each state, each of which may be disputed
 * (decision 021) within the period after the statement.
 */
function StatementLines({
  statement,
  username,
  phone = false,
}: {
  statement: ShownStatement;
  username: string;
  /** One small block per line instead of a table. */
  phone?: boolean;
}) {
  const { t } = useTranslation();
  const unit = mileageUnitOf(useConfiguration().get('MILEAGE_UNIT'));
  const data = useStatementLines(username, statement.id);
  const vehicles = useStatementVehicles(username);
  const refresh = [statementKeys.all(username)];
  const lines: ShownLine[] = useMemo(
    () =>
      (data.data?.tripsSummary ?? []).map((line) => {
        const vehicle =
          vehicleName(line.vehicleId ? vehicles.data?.get(line.vehicleId) : undefined) ??
          t('statements.lines.vehicleUnknown');
        const state = STATE_NAMES.get(line.stateCode) ?? line.stateCode;
        const dispute = data.data?.lineDisputes.find(
          (d) => d.stateCode === line.stateCode && (d.vehicleId ?? null) === (line.vehicleId ?? null),
        );
        return {
          itemId: statementLineItemId({
            statementId: statement.id,
            stateCode: line.stateCode,
            vehicleId: line.vehicleId ?? null,
          }),
          vehicle,
          state,
          mileage: formatDistance(line.mileage, unit),
          charge: formatMoney(line.net),
          name: [statement.month, state, vehicle].join(' · '),
          disputable: (line.net ?? 0) > 0,
          dispute: dispute ? { status: dispute.status, inquiryId: dispute.inquiryId } : null,
        };
      }),
    [data.data, vehicles.data, statement.id, statement.month, t, unit],
  );
  if (data.isPending) {
    return (
      <Box id={linesId(statement)} sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <CircularProgress size={24} aria-label={t('common.loading')} />
      </Box>
    );
  }
  if (data.isError || lines.length === 0) {
    return (
      <Typography id={linesId(statement)} variant="body2" sx={{ py: 1 }}>
        {data.isError ? t('statements.lines.loadFailed') : t('statements.lines.none')}
      </Typography>
    );
  }
  const dispute = (line: ShownLine) =>
    (line.disputable || line.dispute) && (
      <DisputeCell
        itemType="statementLine"
        itemId={line.itemId}
        itemDate={null}
        itemName={line.name}
        dispute={line.dispute}
        refresh={refresh}
      />
    );
  if (phone) {
    return (
      <Box
        component="ul"
        id={linesId(statement)}
        aria-label={t('statements.lines.label', { month: statement.month })}
        sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}
      >
        {lines.map((line) => (
          <Box component="li" key={line.itemId} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {line.vehicle}
            </Typography>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2">
                {line.state} · {line.mileage}
              </Typography>
              <Typography variant="body2">{line.charge}</Typography>
            </Box>
            {dispute(line)}
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Box id={linesId(statement)} sx={{ py: 1 }}>
      <Table size="small" aria-label={t('statements.lines.label', { month: statement.month })}>
        <TableHead>
          <TableRow>
            <TableCell>{t('statements.lines.vehicle')}</TableCell>
            <TableCell>{t('statements.lines.state')}</TableCell>
            <TableCell align="right">{t('statements.mileage')}</TableCell>
            <TableCell align="right">{t('statements.lines.charge')}</TableCell>
            <TableCell>{t('statements.lines.dispute')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.itemId}>
              <TableCell component="th" scope="row">
                {line.vehicle}
              </TableCell>
              <TableCell>{line.state}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {line.mileage}
              </TableCell>
              <TableCell align="right">{line.charge}</TableCell>
              <TableCell sx={{ py: 0 }}>{dispute(line)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
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
