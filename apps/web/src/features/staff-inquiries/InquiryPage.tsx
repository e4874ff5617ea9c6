import ArrowBack from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  FormControl,
  FormControlLabel,
  FormLabel,
  Grid,
  Link,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { messages, parseDollars } from '@rc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { FileLinks } from '../../components/FileLinks';
import { PageLoader } from '../../components/PageLoader';
import { useToast } from '../../components/useToast';
import type { DisputeOutcome, InquiryStatus } from '../../gql/staff/graphql';
import { formatMoney, fullName } from '../../lib/format';
import { useSession } from '../../lib/session';
import { mroTypeLabel } from '../../lib/staff/mroType';
import { participantPath } from '../../lib/staff/participantTabs';
import { formatZonedDate, formatZonedDateTime, useStaffZone } from '../../lib/staff/timeZone';
import { vehicleName } from '../../lib/staff/vehicleName';
import { useErrorText } from '../../lib/useErrorText';
import { usePageTitle } from '../../lib/usePageTitle';
import {
  createComment,
  INQUIRY_STATUSES,
  type InquiryComment,
  type InquiryDetail,
  inquiryKeys,
  markInquiryRead,
  resolveDispute,
  UNASSIGNED,
  updateInquiry,
  useInquiryComments,
  useInquiryDetail,
} from './api';
import '../../components/staff/texts';
import './texts';

/**
 * Staff: one inquiry (/inquiry/{id}, staff spec section 2 "Inquiry detail (admin)"): Back; on the left
 * Inquiry Details (status and assignee editable), Participant, Vehicle (the primary one) and MRO
 * Details; on the right the Activity timeline (every comment, notes included) and the message form,
 * whose 'Administrator Note' box makes the message an internal note. Opening it marks the participant's
 * messages read.
 */
export function InquiryPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const inquiry = useInquiryDetail(id);
  usePageTitle(t('staffInquiries.detail.title', { id }));

  useEffect(() => {
    if (!id) return;
    markInquiryRead(id)
      .then(() => queryClient.invalidateQueries({ queryKey: inquiryKeys.all }))
      .catch(() => undefined);
  }, [id, queryClient]);

  const back = (
    <Button
      startIcon={<ArrowBack />}
      onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/inquiries'))}
      sx={{ mb: 1 }}
    >
      {t('staffInquiries.detail.back')}
    </Button>
  );
  if (inquiry.isPending) return <PageLoader />;
  if (inquiry.isError || !inquiry.data) {
    return (
      <Box sx={{ p: 2 }}>
        {back}
        <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: 2 }}>
          {t('staffInquiries.detail.title', { id })}
        </Typography>
        <Alert severity="error">{t('staffInquiries.detail.notFound')}</Alert>
      </Box>
    );
  }
  const data = inquiry.data;
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      {back}
      <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: 2, overflowWrap: 'anywhere' }}>
        {data.subject || t('staffInquiries.board.noSubject')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <InquiryDetails inquiry={data} />
            {data.dispute ? <DisputePanel inquiryId={data.id} dispute={data.dispute} /> : null}
            <ParticipantDetails inquiry={data} />
            <VehicleDetails inquiry={data} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Activity inquiry={data} />
        </Grid>
      </Grid>
    </Box>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 1.5 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Label–value pairs as a description list (dense). */
function Fields({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(120px, max-content) 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {value ?? ''}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function InquiryDetails({ inquiry }: { inquiry: InquiryDetail }) {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const toast = useToast();
  const { apiError } = useErrorText();
  const queryClient = useQueryClient();
  const { session } = useSession();
  const [assignee, setAssignee] = useState(inquiry.assignee);
  const [saving, setSaving] = useState(false);
  useEffect(() => setAssignee(inquiry.assignee), [inquiry.assignee]);

  async function save(change: { status?: InquiryStatus; assignee?: string }) {
    setSaving(true);
    try {
      const saved = await updateInquiry({ id: inquiry.id, ...change });
      queryClient.setQueryData<InquiryDetail>(inquiryKeys.detail(inquiry.id), (old) =>
        old ? { ...old, ...saved, dispute: old.dispute } : old,
      );
      void queryClient.invalidateQueries({ queryKey: inquiryKeys.columns });
      toast.success(t('staffInquiries.detail.saved'));
    } catch (error) {
      setAssignee(inquiry.assignee);
      toast.error(apiError(error));
    } finally {
      setSaving(false);
    }
  }

  const saveAssignee = (value: string) => {
    const next = value.trim() || UNASSIGNED;
    if (next !== inquiry.assignee) void save({ assignee: next });
  };

  return (
    <Panel title={t('staffInquiries.detail.inquiryDetails')}>
      <Fields
        rows={[
          [t('staffInquiries.detail.fields.id'), inquiry.id],
          [t('staffInquiries.detail.fields.category'), inquiry.category],
          [t('staffInquiries.detail.fields.createdBy'), inquiry.createdBy],
        ]}
      />
      <Stack spacing={1.5} sx={{ my: 1.5 }}>
        <TextField
          select
          size="small"
          label={t('staffInquiries.detail.fields.status')}
          value={inquiry.status}
          disabled={saving}
          onChange={(event) => void save({ status: event.target.value as InquiryStatus })}
        >
          {INQUIRY_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`staffInquiries.statuses.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            size="small"
            label={t('staffInquiries.detail.fields.assignee')}
            value={assignee}
            disabled={saving}
            onChange={(event) => setAssignee(event.target.value)}
            onBlur={(event) => saveAssignee(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') saveAssignee((event.target as HTMLInputElement).value);
            }}
            sx={{ flex: 1 }}
          />
          {session?.username && session.username !== inquiry.assignee ? (
            <Button size="small" disabled={saving} onClick={() => void save({ assignee: session.username })}>
              {t('staffInquiries.detail.assignToMe')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <Fields
        rows={[
          [t('staffInquiries.detail.fields.subject'), inquiry.subject],
          [t('staffInquiries.detail.fields.description'), inquiry.body],
          [t('staffInquiries.detail.fields.created'), formatZonedDateTime(inquiry.createdAt, zone)],
          [t('staffInquiries.detail.fields.updated'), formatZonedDateTime(inquiry.updatedAt, zone)],
        ]}
      />
    </Panel>
  );
}

type Dispute = NonNullable<InquiryDetail['dispute']>;

/**
 * The inquiry's dispute: the item (linked), amount, deadline, reason and state; while open, the
 * decision form: uphold (with a credit of at most the amount, made as an adjustment of the trip) or
 * reject, and the note the participant is sent.
 */
function DisputePanel({ inquiryId, dispute }: { inquiryId: string; dispute: Dispute }) {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const toast = useToast();
  const { apiError, fieldError } = useErrorText();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<DisputeOutcome>('upheld');
  const [credit, setCredit] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const noteId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const creditCents = outcome === 'upheld' && credit.trim() ? parseDollars(credit) : 0;
    if (creditCents === null || creditCents < 0 || creditCents > dispute.amountCents) {
      setError(fieldError(messages.disputeCreditInvalid) ?? null);
      return;
    }
    if (!note.trim()) {
      setError(fieldError(messages.disputeResolutionNoteRequired) ?? null);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await resolveDispute({ id: dispute.id, outcome, note, creditCents });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: inquiryKeys.detail(inquiryId) }),
        queryClient.invalidateQueries({ queryKey: inquiryKeys.comments(inquiryId) }),
        queryClient.invalidateQueries({ queryKey: inquiryKeys.columns }),
      ]);
      toast.success(t('staffInquiries.dispute.saved'));
    } catch (e) {
      setError(apiError(e));
    } finally {
      setSaving(false);
    }
  }

  const item =
    dispute.itemType === 'trip' ? (
      <Link component={RouterLink} to={`/trip/${encodeURIComponent(dispute.tripId ?? '')}`}>
        {t('staffInquiries.dispute.trip', { id: dispute.tripId })}
      </Link>
    ) : dispute.itemType === 'statementLine' ? (
      <>
        {t('staffInquiries.dispute.statementLine', {
          state: dispute.stateCode,
          vehicle: dispute.vehicleId ?? '—',
          id: dispute.statementId,
        })}
        {dispute.tripId ? (
          <>
            {' · '}
            <Link component={RouterLink} to={`/trip/${encodeURIComponent(dispute.tripId)}`}>
              {t('staffInquiries.dispute.lineTrip', { id: dispute.tripId })}
            </Link>
          </>
        ) : null}
      </>
    ) : (
      <>
        {t('staffInquiries.dispute.mileageReport', { id: dispute.mileageReportId })}
        {dispute.tripId ? (
          <>
            {' · '}
            <Link component={RouterLink} to={`/trip/${encodeURIComponent(dispute.tripId)}`}>
              {t('staffInquiries.dispute.chargeTrip', { id: dispute.tripId })}
            </Link>
          </>
        ) : null}
      </>
    );
  const fileLinks =
    dispute.files.length === 0 ? t('staffInquiries.dispute.noFiles') : <FileLinks files={dispute.files} />;
  const rows: [string, ReactNode][] = [
    [t('staffInquiries.dispute.item'), item],
    [t('staffInquiries.dispute.amount'), formatMoney(dispute.amountCents)],
    [
      t('staffInquiries.dispute.deadline'),
      dispute.deadlineAt ? formatZonedDate(dispute.deadlineAt, zone) : t('staffInquiries.dispute.noDeadline'),
    ],
    [t('staffInquiries.dispute.raised'), formatZonedDateTime(dispute.createdAt, zone)],
    [t('staffInquiries.dispute.reason'), dispute.reason],
    [t('staffInquiries.dispute.files'), fileLinks],
    [t('staffInquiries.dispute.status'), t(`staffInquiries.dispute.statuses.${dispute.status}`)],
  ];
  if (dispute.status !== 'open') {
    rows.push(
      [t('staffInquiries.dispute.credit'), formatMoney(dispute.creditCents)],
      [t('staffInquiries.dispute.decision'), dispute.resolutionNote],
      [
        t('staffInquiries.dispute.decided'),
        `${formatZonedDateTime(dispute.resolvedAt, zone)} · ${dispute.resolvedBy ?? ''}`,
      ],
    );
    if (dispute.adjustmentId) rows.push([t('staffInquiries.dispute.adjustment'), dispute.adjustmentId]);
  }

  return (
    <Panel title={t('staffInquiries.dispute.title')}>
      <Fields rows={rows} />
      {dispute.status === 'open' ? (
        <Box component="form" noValidate onSubmit={submit} sx={{ mt: 1.5 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('staffInquiries.dispute.openNotice')}
          </Typography>
          {error ? (
            <Alert severity="error" role="alert" sx={{ mb: 1 }}>
              {error}
            </Alert>
          ) : null}
          <FormControl component="fieldset" sx={{ mb: 1 }}>
            <FormLabel component="legend">{t('staffInquiries.dispute.outcome')}</FormLabel>
            <RadioGroup row value={outcome} onChange={(e) => setOutcome(e.target.value as DisputeOutcome)}>
              <FormControlLabel
                value="upheld"
                control={<Radio size="small" />}
                label={t('staffInquiries.dispute.upheld')}
              />
              <FormControlLabel
                value="rejected"
                control={<Radio size="small" />}
                label={t('staffInquiries.dispute.rejected')}
              />
            </RadioGroup>
          </FormControl>
          {outcome === 'upheld' ? (
            <TextField
              size="small"
              label={t('staffInquiries.dispute.creditField')}
              value={credit}
              onChange={(e) => setCredit(e.target.value)}
              disabled={!dispute.tripId}
              helperText={
                dispute.tripId
                  ? t('staffInquiries.dispute.creditHint', { amount: formatMoney(dispute.amountCents) })
                  : t('staffInquiries.dispute.creditNoTrip')
              }
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              fullWidth
              sx={{ mb: 1.5 }}
            />
          ) : null}
          <TextField
            id={noteId}
            size="small"
            label={t('staffInquiries.dispute.note')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            required
            multiline
            minRows={3}
            fullWidth
            sx={{ mb: 1 }}
          />
          <Button type="submit" variant="contained" size="small" disabled={saving}>
            {t('staffInquiries.dispute.submit')}
          </Button>
        </Box>
      ) : null}
    </Panel>
  );
}

function ParticipantDetails({ inquiry }: { inquiry: InquiryDetail }) {
  const { t } = useTranslation();
  const p = inquiry.participant;
  return (
    <Panel title={t('staffInquiries.detail.participantDetails')}>
      {p ? (
        <Fields
          rows={[
            [
              t('staffInquiries.detail.fields.name'),
              <Link key="name" component={RouterLink} to={participantPath(p.username)}>
                {fullName(p.firstName, p.lastName) || p.username}
              </Link>,
            ],
            [t('staffInquiries.detail.fields.email'), p.email],
            [t('staffInquiries.detail.fields.phone'), p.phoneNumber],
            [t('staffInquiries.detail.fields.accountNo'), p.accountNo],
            [t('staffInquiries.detail.fields.participantStatus'), p.status],
            [t('staffInquiries.detail.fields.program'), p.pilotProgram?.name],
          ]}
        />
      ) : (
        <Fields
          rows={[
            [t('staffInquiries.detail.fields.name'), inquiry.name],
            [t('staffInquiries.detail.fields.email'), inquiry.email],
          ]}
        />
      )}
    </Panel>
  );
}

function VehicleDetails({ inquiry }: { inquiry: InquiryDetail }) {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const vehicles = inquiry.participant?.vehicles ?? [];
  const vehicle = vehicles.find((v) => v.isPrimary) ?? vehicles[0] ?? null;
  const mro = vehicle?.mro ?? null;
  const yesNo = (value: boolean | null | undefined) =>
    value == null ? '' : value ? t('staffInquiries.detail.yes') : t('staffInquiries.detail.no');
  return (
    <>
      <Panel title={t('staffInquiries.detail.vehicleDetails')}>
        {vehicle ? (
          <Fields
            rows={[
              [t('staffInquiries.detail.fields.vehicle'), vehicleName(vehicle)],
              [t('staffInquiries.detail.fields.vin'), vehicle.vin],
              [
                t('staffInquiries.detail.fields.plate'),
                [vehicle.licensePlate, vehicle.registrationState].filter(Boolean).join(' '),
              ],
              [t('staffInquiries.detail.fields.fuel'), vehicle.type],
              [t('staffInquiries.detail.fields.mroType'), mroTypeLabel(t, vehicle.mroType)],
            ]}
          />
        ) : (
          <Typography variant="body2">{t('staffInquiries.detail.noVehicle')}</Typography>
        )}
      </Panel>
      <Panel title={t('staffInquiries.detail.mroDetails')}>
        {mro ? (
          <Fields
            rows={[
              [t('staffInquiries.detail.fields.serial'), mro.deviceSerialNumber],
              [t('staffInquiries.detail.fields.manufacturer'), mro.manufacturer],
              [t('staffInquiries.detail.fields.model'), mro.model],
              [t('staffInquiries.detail.fields.firmware'), mro.firmwareVersion],
              [t('staffInquiries.detail.fields.gps'), yesNo(mro.gpsEnabled)],
              [t('staffInquiries.detail.fields.shipped'), formatZonedDate(mro.shippedDate, zone)],
              [t('staffInquiries.detail.fields.delivered'), formatZonedDate(mro.deliveredDate, zone)],
              [t('staffInquiries.detail.fields.lastReported'), formatZonedDateTime(mro.lastReportedDate, zone)],
            ]}
          />
        ) : (
          <Typography variant="body2">{t('staffInquiries.detail.noMro')}</Typography>
        )}
      </Panel>
    </>
  );
}

const fileSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function CommentItem({ comment }: { comment: InquiryComment }) {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const note = comment.type === 'note';
  const byStaff = comment.author === 'admin';
  return (
    <Box
      component="li"
      data-testid={`inquiry-comment-${comment.type}`}
      sx={{
        p: 1,
        borderLeft: 4,
        borderColor: note ? 'warning.main' : byStaff ? 'primary.main' : 'success.main',
        bgcolor: note ? 'rgba(237, 108, 2, 0.06)' : 'background.paper',
        borderRadius: 1,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="subtitle2" component="p">
          {byStaff
            ? t('staffInquiries.detail.by.admin', { who: comment.createdBy ?? '' })
            : t('staffInquiries.detail.by.participant')}
        </Typography>
        {note ? <Chip size="small" color="warning" label={t('staffInquiries.detail.note')} /> : null}
        <Typography variant="caption" color="text.secondary">
          <time dateTime={comment.createdAt}>{formatZonedDateTime(comment.createdAt, zone)}</time>
        </Typography>
        {byStaff && !note ? (
          <Typography variant="caption" color="text.secondary">
            {comment.emailSentAt
              ? t('staffInquiries.detail.emailed', { time: formatZonedDateTime(comment.emailSentAt, zone) })
              : t('staffInquiries.detail.notEmailedYet')}
          </Typography>
        ) : null}
      </Stack>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
        {comment.body}
      </Typography>
      {comment.emailAttachments.length > 0 ? (
        <Box sx={{ mt: 0.5 }}>
          <Typography variant="caption" color="text.secondary">
            {t('staffInquiries.detail.attachments')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {comment.emailAttachments.map((a) => (
              <li key={`${a.filename}-${a.size}`}>
                {a.url ? (
                  <Link href={a.url} variant="body2">
                    {t('staffInquiries.detail.attachment', { name: a.filename, size: fileSize(a.size) })}
                  </Link>
                ) : (
                  a.filename
                )}
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}

function Activity({ inquiry }: { inquiry: InquiryDetail }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { apiError } = useErrorText();
  const queryClient = useQueryClient();
  const comments = useInquiryComments(inquiry.id);
  const items = comments.data?.pages.flatMap((p) => p.items) ?? [];
  const [body, setBody] = useState('');
  const [isNote, setIsNote] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const closed = inquiry.status === 'closed';
  const fieldId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) {
      setError(messages.messageRequired);
      return;
    }
    setError(null);
    setSending(true);
    try {
      await createComment(inquiry.id, body.trim(), isNote ? 'note' : 'message');
      setBody('');
      toast.success(isNote ? t('staffInquiries.detail.form.noted') : t('staffInquiries.detail.form.sent'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: inquiryKeys.comments(inquiry.id) }),
        queryClient.invalidateQueries({ queryKey: inquiryKeys.detail(inquiry.id) }),
        queryClient.invalidateQueries({ queryKey: inquiryKeys.columns }),
      ]);
    } catch (caught) {
      toast.error(apiError(caught));
    } finally {
      setSending(false);
    }
  }

  return (
    <Panel title={t('staffInquiries.detail.activity')}>
      {comments.isPending ? (
        <PageLoader />
      ) : items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('staffInquiries.detail.noActivity')}
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {items.map((c) => (
            <CommentItem key={c.id} comment={c} />
          ))}
        </Box>
      )}
      {comments.hasNextPage ? (
        <Button size="small" onClick={() => void comments.fetchNextPage()} disabled={comments.isFetchingNextPage}>
          {t('staffInquiries.board.loadMore')}
        </Button>
      ) : null}
      {closed ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('staffInquiries.detail.form.closed')}
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={submit} sx={{ mt: 2 }}>
          <TextField
            id={fieldId}
            label={isNote ? t('staffInquiries.detail.form.noteLabel') : t('staffInquiries.detail.form.label')}
            multiline
            minRows={3}
            fullWidth
            required
            value={body}
            onChange={(event) => setBody(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? ' '}
          />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <FormControlLabel
              control={<Checkbox checked={isNote} onChange={(event) => setIsNote(event.target.checked)} />}
              label={t('staffInquiries.detail.form.isNote')}
            />
            <Button type="submit" variant="contained" disabled={sending}>
              {isNote ? t('staffInquiries.detail.form.createNote') : t('staffInquiries.detail.form.send')}
            </Button>
          </Stack>
        </Box>
      )}
    </Panel>
  );
}
