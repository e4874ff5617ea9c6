import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormLabel,
  LinearProgress,
  Link,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { DateRangeFilter, type DayRange, rangeInstants } from '../../components/staff/DateRangeFilter';
import {
  ParticipantPicker,
  type PickedParticipant,
  pickedParticipantLabel,
} from '../../components/staff/ParticipantPicker';
import { StaffTable } from '../../components/staff/StaffTable';
import { useToast } from '../../components/useToast';
import {
  addMonths,
  dayIn,
  formatZonedDateTime,
  STATEMENT_TIME_ZONE,
  startOfDayIn,
  useStaffZone,
} from '../../lib/staff/timeZone';
import { useErrorText } from '../../lib/useErrorText';
import { usePageTitle } from '../../lib/usePageTitle';
import {
  findActiveRun,
  generateStatements,
  isRunActive,
  type StaffStatementListRow,
  type StaffStatementRun,
  type StatementListFilter,
  statementPageKeys,
  statementsExistBetween,
  useStatementList,
  useStatementRun,
  useStatementRuns,
} from './api';
import { STATEMENT_ZONE, statementColumns } from './statementColumns';
import '../../components/staff/texts';
import './texts';
import '../../i18n/messages';

/** The first instant (Pacific) of a YYYY-MM month, as the API takes it. */
function monthStart(month: string): string {
  return startOfDayIn(`${month}-01`, STATEMENT_TIME_ZONE).toISOString();
}

/** YYYY-MM of a YYYY-MM-DD day. */
const monthOfDay = (day: string) => day.slice(0, 7);

/** "October 2026" for a YYYY-MM month, in the chosen language. */
function monthLabel(month: string, language: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, m - 1, 1)));
}

function monthsLabel(months: readonly string[], language: string): string {
  if (months.length === 0) return '';
  const first = monthLabel(months[0] as string, language);
  return months.length === 1 ? first : `${first} – ${monthLabel(months.at(-1) as string, language)}`;
}

/**
 * A run's progress (decision 007): participants billed of the total, statements created, PDFs stored
 * of those statements, participants left alone because they already had that month's statement, and
 * failures. Read every second while the run is queued or running; the result stays when it ends.
 */
function RunProgress({ run }: { run: StaffStatementRun }) {
  const { t, i18n } = useTranslation();
  const zone = useStaffZone();
  const headingId = useId();
  const percent = Math.round(run.progress * 100);
  const failures = run.participantsFailed + run.pdfsFailed;
  const active = isRunActive(run);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
        {t('staffStatements.run.heading', { months: monthsLabel(run.months, i18n.language) })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('staffStatements.run.started', {
          by: run.createdBy,
          at: formatZonedDateTime(run.createdAt, zone),
          who: run.participantUsernames
            ? t('staffStatements.run.chosen', { count: run.participantUsernames.length })
            : t('staffStatements.run.everyone'),
        })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t('staffStatements.run.progressLabel')}
        aria-valuetext={t('staffStatements.run.percent', { percent })}
        sx={{ height: 10, borderRadius: 1, mb: 1 }}
      />
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, m: 0 }}>
        {(
          [
            [
              'participants',
              t('staffStatements.run.ofTotal', { done: run.participantsDone, total: run.participantsTotal }),
            ],
            ['statements', String(run.statementsCreated)],
            ['pdfs', t('staffStatements.run.ofTotal', { done: run.pdfsDone, total: run.statementsCreated })],
            ['alreadyBilled', String(run.alreadyBilled)],
            ['failures', String(failures)],
          ] as const
        ).map(([key, value]) => (
          <Box key={key} sx={{ display: 'flex', gap: 0.5 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`staffStatements.run.fields.${key}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }} data-field={key}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {/* The outcome is announced once the run ends. */}
      <Box role="status" aria-live="polite" sx={{ mt: 1 }}>
        {active ? (
          <Typography variant="body2">{t(`staffStatements.run.status.${run.status}`, { percent })}</Typography>
        ) : (
          <Alert severity={run.status === 'failed' || failures > 0 ? 'error' : 'success'}>
            {run.status === 'failed'
              ? t('staffStatements.run.failed', { message: run.statusMessage ?? '' })
              : t('staffStatements.run.result', {
                  statements: t('staffStatements.run.statementsCreated', { count: run.statementsCreated }),
                  pdfs: t('staffStatements.run.pdfsStored', { count: run.pdfsDone }),
                  participants: t('staffStatements.run.participantsCount', { count: run.participantsDone }),
                })}
            {run.alreadyBilled > 0 && ` ${t('staffStatements.run.alreadyBilledNote', { count: run.alreadyBilled })}`}
            {failures > 0 &&
              ` ${t('staffStatements.run.failuresNote', { participants: run.participantsFailed, pdfs: run.pdfsFailed, message: run.statusMessage ?? '' })}`}
          </Alert>
        )}
      </Box>
    </Paper>
  );
}

interface GenerateForm {
  from: string;
  to: string;
  everyone: boolean;
  participants: PickedParticipant[];
  note: string;
  email: boolean;
}

/**
 * "Generate statements" (staff spec sections 6-7: generateStatements): months from and to, everyone
 * or chosen participants, a note and whether to e-mail them. Months that already have statements are
 * explained before the run: participants who have one are left alone.
 */
function GenerateDialog({
  open,
  onClose,
  onStarted,
}: {
  open: boolean;
  onClose: () => void;
  onStarted: (run: StaffStatementRun) => void;
}) {
  const { t, i18n } = useTranslation();
  const { apiError } = useErrorText();
  const titleId = useId();
  const lastMonth = monthOfDay(addMonths(dayIn(new Date(), STATEMENT_TIME_ZONE), -1));
  const [form, setForm] = useState<GenerateForm>({
    from: lastMonth,
    to: lastMonth,
    everyone: true,
    participants: [],
    note: '',
    email: false,
  });
  const [picked, setPicked] = useState<PickedParticipant | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const validMonths = /^\d{4}-\d{2}$/.test(form.from) && /^\d{4}-\d{2}$/.test(form.to);
  const orderError = validMonths && form.from > form.to;
  const participantsError = !form.everyone && form.participants.length === 0;
  const existing = useQuery({
    queryKey: [...statementPageKeys.all, 'exist', form.from, form.to],
    queryFn: () => statementsExistBetween(monthStart(form.from), monthStart(monthOfDay(addMonths(`${form.to}-01`, 1)))),
    enabled: open && validMonths && !orderError,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!validMonths || orderError || participantsError) return;
    setBusy(true);
    setError(null);
    try {
      const run = await generateStatements({
        from: monthStart(form.from),
        to: monthStart(form.to),
        participantUsernames: form.everyone ? null : form.participants.map((p) => p.username),
        note: form.note.trim() || null,
        shouldSendEmailToParticipant: form.email,
      });
      onStarted(run);
    } catch (caught) {
      setError(apiError(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('staffStatements.generate.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">{t('staffStatements.generate.intro')}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                type="month"
                size="small"
                label={t('staffStatements.generate.from')}
                value={form.from}
                onChange={(e) => setForm({ ...form, from: e.target.value })}
                required
                error={submitted && !/^\d{4}-\d{2}$/.test(form.from)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                type="month"
                size="small"
                label={t('staffStatements.generate.to')}
                value={form.to}
                onChange={(e) => setForm({ ...form, to: e.target.value })}
                required
                error={orderError || (submitted && !/^\d{4}-\d{2}$/.test(form.to))}
                helperText={orderError ? t('messages.statementPeriodInvalid') : undefined}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Stack>
            {existing.data && (
              <Alert severity="info">
                {t('staffStatements.generate.existing', {
                  months: monthsLabel(form.from === form.to ? [form.from] : [form.from, form.to], i18n.language),
                })}
              </Alert>
            )}
            <Box>
              <FormLabel id={`${titleId}-who`}>{t('staffStatements.generate.participants')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby={`${titleId}-who`}
                value={form.everyone ? 'all' : 'chosen'}
                onChange={(e) => setForm({ ...form, everyone: e.target.value === 'all' })}
              >
                <FormControlLabel value="all" control={<Radio />} label={t('staffStatements.generate.all')} />
                <FormControlLabel value="chosen" control={<Radio />} label={t('staffStatements.generate.chosen')} />
              </RadioGroup>
            </Box>
            {!form.everyone && (
              <Stack spacing={1}>
                <ParticipantPicker
                  label={t('staffStatements.generate.addParticipant')}
                  value={picked}
                  onChange={(p) => {
                    if (p && !form.participants.some((x) => x.username === p.username)) {
                      setForm({ ...form, participants: [...form.participants, p] });
                    }
                    setPicked(null);
                  }}
                  error={submitted && participantsError}
                  helperText={
                    submitted && participantsError ? t('staffStatements.generate.participantsRequired') : undefined
                  }
                />
                <Box
                  component="ul"
                  aria-label={t('staffStatements.generate.chosenList')}
                  sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
                >
                  {form.participants.map((p) => (
                    <li key={p.username}>
                      <Chip
                        label={pickedParticipantLabel(p)}
                        onDelete={() =>
                          setForm({ ...form, participants: form.participants.filter((x) => x.username !== p.username) })
                        }
                      />
                    </li>
                  ))}
                </Box>
              </Stack>
            )}
            <TextField
              size="small"
              label={t('staffStatements.generate.note')}
              value={form.note}
              onChange={(e) => setForm({ ...form, note: e.target.value })}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
            <FormControlLabel
              control={
                <Checkbox checked={form.email} onChange={(e) => setForm({ ...form, email: e.target.checked })} />
              }
              label={t('staffStatements.generate.email')}
            />
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('staff.confirm.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('staffStatements.generate.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

const runColumn = createColumnHelper<StaffStatementRun>();

/**
 * Staff /statements (staff spec sections 2, 6 and 7): the statements whose period starts in the chosen
 * months (everyone's, the schedule's or staff runs'), with PDF links; "Generate statements" and the
 * chosen run's live progress (its id in the address, so a reload keeps following it; without one, the
 * run in progress if any); and the history of runs.
 */
export function StatementsPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('staffStatements.page.title'));
  const zone = useStaffZone();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const runId = params.get('run');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [range, setRange] = useState<DayRange>(() => {
    // The last three months (Pacific), where the latest statements are.
    const today = dayIn(new Date(), STATEMENT_TIME_ZONE);
    return { from: `${monthOfDay(addMonths(today, -3))}-01`, to: today };
  });
  const [createdBy, setCreatedBy] = useState<StatementListFilter['createdBy']>('');
  const instants = rangeInstants(range, STATEMENT_ZONE);
  const filter: StatementListFilter = { from: instants.from, to: instants.to, createdBy };
  const list = useStatementList(filter);
  const runs = useStatementRuns();
  const run = useStatementRun(runId);
  const runData = run.data ?? null;

  // Without a run in the address, follow the one in progress (after a reload, or another staff member's).
  useEffect(() => {
    if (runId) return;
    let cancelled = false;
    void findActiveRun().then((active) => {
      if (!cancelled && active) setParams({ run: active.id }, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [runId, setParams]);

  // When the followed run ends, the statements and the history show its result.
  const runEnded = runData !== null && !isRunActive(runData);
  useEffect(() => {
    if (runEnded) void queryClient.invalidateQueries({ queryKey: statementPageKeys.all });
  }, [runEnded, queryClient]);

  const statementCols = useMemo(() => {
    const username: ColumnDef<StaffStatementListRow, string> = {
      id: 'username',
      accessorKey: 'username',
      header: t('staffStatements.columns.participant'),
      cell: ({ row }) => (
        <Link component={RouterLink} to={`/participant/${row.original.username}?tab=statements`}>
          {row.original.username}
        </Link>
      ),
    };
    // biome-ignore lint/suspicious/noExplicitAny: column value types differ per column.
    return [username, ...(statementColumns(t, zone) as ColumnDef<StaffStatementListRow, any>[])];
  }, [t, zone]);

  const runCols = useMemo(
    () => [
      runColumn.accessor('createdAt', {
        header: t('staffStatements.runs.columns.createdAt'),
        meta: { sortField: 'createdAt' },
        cell: (c) => formatZonedDateTime(c.getValue(), zone),
      }),
      runColumn.accessor('months', {
        header: t('staffStatements.runs.columns.months'),
        cell: (c) => monthsLabel(c.getValue(), i18n.language),
      }),
      runColumn.accessor('createdBy', { header: t('staffStatements.runs.columns.createdBy') }),
      runColumn.accessor('participantUsernames', {
        header: t('staffStatements.runs.columns.participants'),
        cell: (c) =>
          c.getValue()
            ? t('staffStatements.run.chosen', { count: c.getValue()?.length ?? 0 })
            : t('staffStatements.run.everyone'),
      }),
      runColumn.accessor('status', {
        header: t('staffStatements.runs.columns.status'),
        cell: (c) => t(`staffStatements.runs.status.${c.getValue()}`),
      }),
      runColumn.display({
        id: 'done',
        header: t('staffStatements.run.fields.participants'),
        meta: { align: 'right' },
        cell: ({ row }) =>
          t('staffStatements.run.ofTotal', {
            done: row.original.participantsDone,
            total: row.original.participantsTotal,
          }),
      }),
      runColumn.accessor('statementsCreated', {
        header: t('staffStatements.run.fields.statements'),
        meta: { align: 'right' },
      }),
      runColumn.accessor('alreadyBilled', {
        header: t('staffStatements.run.fields.alreadyBilled'),
        meta: { align: 'right' },
      }),
      runColumn.accessor('pdfsDone', { header: t('staffStatements.run.fields.pdfs'), meta: { align: 'right' } }),
      runColumn.display({
        id: 'failures',
        header: t('staffStatements.run.fields.failures'),
        meta: { align: 'right' },
        cell: ({ row }) => row.original.participantsFailed + row.original.pdfsFailed,
      }),
      runColumn.accessor('emailsQueued', {
        header: t('staffStatements.runs.columns.emails'),
        meta: { align: 'right', hiddenByDefault: true },
      }),
      runColumn.accessor('note', {
        header: t('staffStatements.columns.note'),
        meta: { hiddenByDefault: true },
        cell: (c) => c.getValue() ?? '',
      }),
      runColumn.accessor('statusMessage', {
        header: t('staffStatements.runs.columns.statusMessage'),
        meta: { hiddenByDefault: true },
        cell: (c) => c.getValue() ?? '',
      }),
      runColumn.display({
        id: 'show',
        header: t('staff.table.actions'),
        cell: ({ row }) => (
          <Button
            size="small"
            variant={row.original.id === runId ? 'contained' : 'outlined'}
            aria-label={t('staffStatements.runs.showLabel', {
              months: monthsLabel(row.original.months, i18n.language),
              at: formatZonedDateTime(row.original.createdAt, zone),
            })}
            aria-pressed={row.original.id === runId}
            onClick={() => setParams({ run: row.original.id })}
          >
            {t('staffStatements.runs.show')}
          </Button>
        ),
      }),
    ],
    [t, zone, i18n.language, runId, setParams],
  );

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
          {t('staffStatements.page.title')}
        </Typography>
        <Button variant="contained" onClick={() => setDialogOpen(true)}>
          {t('staffStatements.generate.open')}
        </Button>
      </Box>
      {runId && run.isError && <Alert severity="error">{t('messages.statementRunNotFound')}</Alert>}
      {runData && <RunProgress run={runData} />}
      <StaffTable<StaffStatementListRow>
        tableId="staff-statements"
        title={t('staffStatements.page.listTitle')}
        columns={statementCols}
        rows={list.rows}
        getRowId={(row) => row.id}
        loading={list.loading}
        refreshing={list.refreshing}
        emptyText={t('staffStatements.page.empty')}
        paging={list.paging}
        sort={list.sort}
        filters={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <DateRangeFilter
              value={range}
              onChange={setRange}
              unit="month"
              showZone={false}
              label={t('staffStatements.page.rangeLabel')}
            />
            <TextField
              select
              size="small"
              label={t('staffStatements.page.createdBy')}
              value={createdBy}
              onChange={(e) => setCreatedBy(e.target.value as StatementListFilter['createdBy'])}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 160 }}
            >
              <MenuItem value="">{t('staffStatements.page.createdByAny')}</MenuItem>
              <MenuItem value="system">{t('staffStatements.page.createdBySystem')}</MenuItem>
              <MenuItem value="staff">{t('staffStatements.page.createdByStaff')}</MenuItem>
            </TextField>
          </Box>
        }
      />
      <StaffTable<StaffStatementRun>
        tableId="staff-statement-runs"
        title={t('staffStatements.runs.title')}
        columns={runCols}
        rows={runs.rows}
        getRowId={(row) => row.id}
        loading={runs.loading}
        refreshing={runs.refreshing}
        emptyText={t('staffStatements.runs.empty')}
        paging={runs.paging}
        sort={runs.sort}
      />
      {dialogOpen && (
        <GenerateDialog
          open
          onClose={() => setDialogOpen(false)}
          onStarted={(started) => {
            setDialogOpen(false);
            toast.success(t('staffStatements.generate.started'));
            queryClient.setQueryData(statementPageKeys.run(started.id), started);
            void queryClient.invalidateQueries({ queryKey: statementPageKeys.runs });
            setParams({ run: started.id });
          }}
        />
      )}
    </Stack>
  );
}
