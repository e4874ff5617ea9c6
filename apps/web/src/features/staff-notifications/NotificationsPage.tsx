import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../components/staff/ConfirmDialog';
import { DateRangeFilter, type DayRange, initialRange, rangeInstants } from '../../components/staff/DateRangeFilter';
import {
  ParticipantPicker,
  type PickedParticipant,
  pickedParticipantLabel,
} from '../../components/staff/ParticipantPicker';
import { StaffTable } from '../../components/staff/StaffTable';
import { useToast } from '../../components/useToast';
import type { NotificationStatus } from '../../gql/staff/graphql';
import { dateTimeIn, formatZonedDateTime, instantIn, STAFF_TIME_ZONES, useStaffZone } from '../../lib/staff/timeZone';
import { useErrorText } from '../../lib/useErrorText';
import { usePageTitle } from '../../lib/usePageTitle';
import {
  cancelNotification,
  createNotifications,
  NOTIFICATION_STATUSES,
  type NotificationContent,
  type NotificationListFilter,
  type NotificationPreview,
  previewNotification,
  STAFF_TEMPLATES,
  type StaffNotificationListRow,
  type StaffTemplate,
  staffNotificationKeys,
  useNotificationList,
} from './api';
import '../../components/staff/texts';
import type { staffNotificationsEn } from './texts';
import './texts';
import '../../i18n/messages';

/** Estimated delivery: send time plus 5 minutes (staff spec section 9). */
const DELIVERY_ESTIMATE_MS = 5 * 60 * 1000;

/**
 * An e-mail's HTML, already sanitised by the server, shown in a sandboxed frame: no scripts, forms,
 * plugins or navigation of the console, and none of its styles reach the page.
 */
function HtmlPreview({ html, title }: { html: string; title: string }) {
  return (
    <Box
      component="iframe"
      title={title}
      sandbox=""
      referrerPolicy="no-referrer"
      srcDoc={`<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'"></head><body style="font-family:Arial,sans-serif;font-size:14px">${html}</body></html>`}
      sx={{ width: '100%', minHeight: 220, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
    />
  );
}

/** Subject, plain text and HTML of an e-mail. */
function EmailContent({ subject, text, html }: { subject: string; text: string | null; html: string | null }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      <Typography variant="body2">
        <strong>{t('staffNotifications.page.subject')}:</strong> {subject}
      </Typography>
      <Typography variant="subtitle2" component="p">
        {t('staffNotifications.textHeading')}
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        aria-label={t('staffNotifications.textHeading')}
        sx={{
          m: 0,
          p: 1,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          fontFamily: 'inherit',
          fontSize: '0.875rem',
          bgcolor: 'action.hover',
          borderRadius: 1,
          maxHeight: 280,
          overflow: 'auto',
        }}
      >
        {text || t('staffNotifications.noText')}
      </Box>
      {html && (
        <>
          <Typography variant="subtitle2" component="p">
            {t('staffNotifications.page.htmlHeading')}
          </Typography>
          <HtmlPreview html={html} title={t('staffNotifications.page.htmlFrame', { subject })} />
        </>
      )}
    </Stack>
  );
}

/** A row's details: the e-mail (rendered now for a pending template notice) and its delivery log. */
function NotificationDetails({ row }: { row: StaffNotificationListRow }) {
  const { t } = useTranslation();
  const rendered = !row.text && row.templateName && row.username;
  const preview = useQuery({
    queryKey: [...staffNotificationKeys.all, 'preview', row.id],
    queryFn: () =>
      previewNotification(row.username ?? '', {
        templateName: row.templateName as StaffTemplate,
        subject: row.subject ?? null,
        text: null,
      }),
    enabled: Boolean(rendered),
    retry: false,
  });
  return (
    <Box sx={{ position: 'sticky', left: 16, maxWidth: 'min(900px, calc(100vw - 96px))', p: 1 }}>
      <Stack spacing={2}>
        {rendered ? (
          preview.data ? (
            <>
              <Typography variant="body2" color="text.secondary">
                {t('staffNotifications.page.renderedNow')}
              </Typography>
              <EmailContent subject={preview.data.subject} text={preview.data.text} html={preview.data.html ?? null} />
            </>
          ) : (
            <Typography variant="body2">
              {preview.isError ? t('staffNotifications.page.previewFailed') : t('staffNotifications.page.loading')}
            </Typography>
          )
        ) : (
          <EmailContent
            subject={row.subject || t('staffNotifications.noSubject')}
            text={row.text ?? null}
            html={row.safeHtml ?? null}
          />
        )}
        <Box>
          <Typography variant="subtitle2" component="p">
            {t('staffNotifications.page.logs')}
          </Typography>
          {row.logs.length === 0 ? (
            <Typography variant="body2">{t('staffNotifications.page.noLogs')}</Typography>
          ) : (
            <Box component="ol" sx={{ m: 0, pl: 3, fontSize: '0.8125rem', fontFamily: 'monospace' }}>
              {row.logs.map((entry, i) => (
                // Log entries never change once written: their position is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <li key={i} style={{ overflowWrap: 'anywhere' }}>
                  {entry}
                </li>
              ))}
            </Box>
          )}
        </Box>
      </Stack>
    </Box>
  );
}

interface CreateForm {
  participants: PickedParticipant[];
  templateName: StaffTemplate | '';
  subject: string;
  text: string;
  sendAt: string;
}

/**
 * "Create notification" (staff spec sections 2, 5 and 9): participants, a template (rendered for the
 * first chosen participant in their language by the server) or a subject and text, the send time and
 * the estimated delivery (send time plus 5 minutes).
 */
function CreateDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (count: number) => void }) {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const timeZone = STAFF_TIME_ZONES[zone];
  const { apiError } = useErrorText();
  const titleId = useId();
  const [form, setForm] = useState<CreateForm>({
    participants: [],
    templateName: '',
    subject: '',
    text: '',
    sendAt: dateTimeIn(new Date(), timeZone),
  });
  const [picked, setPicked] = useState<PickedParticipant | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<NotificationPreview | null>(null);
  const [previewing, setPreviewing] = useState(false);

  const sendAt = instantIn(form.sendAt, timeZone);
  const estimated = sendAt ? new Date(sendAt.getTime() + DELIVERY_ESTIMATE_MS) : null;
  const usesTemplate = form.templateName !== '';
  const errors = {
    participants: form.participants.length === 0 ? t('messages.notificationParticipantsRequired') : undefined,
    subject: !usesTemplate && !form.subject.trim() ? t('messages.notificationSubjectRequired') : undefined,
    text: !usesTemplate && !form.text.trim() ? t('messages.notificationTextRequired') : undefined,
    sendAt: sendAt ? undefined : t('staffNotifications.page.sendAtRequired'),
  };
  const content = (): NotificationContent => ({
    templateName: usesTemplate ? (form.templateName as StaffTemplate) : null,
    subject: form.subject.trim() || null,
    text: form.text.trim() || null,
  });
  const update = (change: Partial<CreateForm>) => {
    setForm({ ...form, ...change });
    setPreview(null);
  };

  async function showPreview() {
    const first = form.participants[0];
    if (!first || (!usesTemplate && (errors.subject || errors.text))) {
      setSubmitted(true);
      return;
    }
    setPreviewing(true);
    setError(null);
    try {
      setPreview(await previewNotification(first.username, content()));
    } catch (caught) {
      setError(apiError(caught));
    } finally {
      setPreviewing(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(errors).some(Boolean) || !sendAt) return;
    setBusy(true);
    setError(null);
    try {
      const count = await createNotifications(
        form.participants.map((p) => p.username),
        { ...content(), shouldBeSentAt: sendAt.toISOString() },
      );
      onCreated(count);
    } catch (caught) {
      setError(apiError(caught));
    } finally {
      setBusy(false);
    }
  }

  const show = (message: string | undefined) => (submitted ? message : undefined);
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('staffNotifications.page.createTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <ParticipantPicker
              label={t('staffNotifications.page.addParticipant')}
              value={picked}
              required
              onChange={(p) => {
                if (p && !form.participants.some((x) => x.username === p.username)) {
                  update({ participants: [...form.participants, p] });
                }
                setPicked(null);
              }}
              error={Boolean(show(errors.participants))}
              helperText={show(errors.participants)}
            />
            {form.participants.length > 0 && (
              <Box
                component="ul"
                aria-label={t('staffNotifications.page.recipients')}
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
              >
                {form.participants.map((p) => (
                  <li key={p.username}>
                    <Chip
                      label={pickedParticipantLabel(p)}
                      onDelete={() =>
                        update({ participants: form.participants.filter((x) => x.username !== p.username) })
                      }
                    />
                  </li>
                ))}
              </Box>
            )}
            <TextField
              select
              size="small"
              label={t('staffNotifications.page.template')}
              value={form.templateName}
              onChange={(e) => update({ templateName: e.target.value as StaffTemplate | '' })}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              helperText={t('staffNotifications.page.templateHelp')}
            >
              <MenuItem value="">{t('staffNotifications.page.noTemplate')}</MenuItem>
              {STAFF_TEMPLATES.map((name) => (
                <MenuItem key={name} value={name}>
                  {t(`staffNotifications.templates.${name}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              label={t('staffNotifications.page.subject')}
              value={form.subject}
              onChange={(e) => update({ subject: e.target.value })}
              required={!usesTemplate}
              error={Boolean(show(errors.subject))}
              helperText={
                show(errors.subject) ?? (usesTemplate ? t('staffNotifications.page.overrideHelp') : undefined)
              }
              slotProps={{ htmlInput: { maxLength: 998 } }}
            />
            <TextField
              size="small"
              label={t('staffNotifications.page.text')}
              value={form.text}
              onChange={(e) => update({ text: e.target.value })}
              required={!usesTemplate}
              multiline
              minRows={4}
              error={Boolean(show(errors.text))}
              helperText={show(errors.text) ?? (usesTemplate ? t('staffNotifications.page.overrideHelp') : undefined)}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <TextField
                type="datetime-local"
                size="small"
                label={t('staffNotifications.page.sendAt', { zone: t(`staff.range.zones.${zone}`) })}
                value={form.sendAt}
                onChange={(e) => update({ sendAt: e.target.value })}
                required
                error={Boolean(show(errors.sendAt))}
                helperText={show(errors.sendAt)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <Typography variant="body2" aria-live="polite">
                {estimated
                  ? t('staffNotifications.page.estimated', { at: formatZonedDateTime(estimated.toISOString(), zone) })
                  : ''}
              </Typography>
            </Stack>
            <Box>
              <Button variant="outlined" onClick={() => void showPreview()} disabled={previewing}>
                {t('staffNotifications.page.preview')}
              </Button>
            </Box>
            {preview && (
              <Paper
                variant="outlined"
                component="section"
                aria-label={t('staffNotifications.page.previewHeading')}
                sx={{ p: 2 }}
              >
                <Typography variant="h3" sx={{ fontSize: '1rem', mb: 1 }}>
                  {t('staffNotifications.page.previewFor', {
                    participant: form.participants[0] ? pickedParticipantLabel(form.participants[0]) : '',
                    language: t(`staffNotifications.page.languages.${preview.language === 'es' ? 'es' : 'en'}`),
                  })}
                </Typography>
                <EmailContent subject={preview.subject} text={preview.text} html={preview.html ?? null} />
              </Paper>
            )}
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('staff.confirm.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('staffNotifications.page.create')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

const column = createColumnHelper<StaffNotificationListRow>();

/**
 * Staff /notifications (staff spec sections 2, 4, 5 and 9): the notifications with a status whose send
 * time falls in the chosen days (unit day), newest first, one server page at a time; a row expands to
 * the e-mail (sanitised HTML in a sandboxed frame) and its delivery log; a pending one can be cancelled;
 * "Create notification" writes a new one.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('staffNotifications.page.title'));
  const zone = useStaffZone();
  const toast = useToast();
  const { apiError } = useErrorText();
  const queryClient = useQueryClient();
  const [range, setRange] = useState<DayRange>(() => initialRange('day', zone));
  const [status, setStatus] = useState<NotificationStatus>('pending');
  const [creating, setCreating] = useState(false);
  const [cancelling, setCancelling] = useState<StaffNotificationListRow | null>(null);
  const [busy, setBusy] = useState(false);
  const instants = rangeInstants(range, zone);
  const filter: NotificationListFilter = { status, from: instants.from, to: instants.to };
  const list = useNotificationList(filter);

  async function cancel(row: StaffNotificationListRow) {
    setBusy(true);
    try {
      await cancelNotification(row.id);
      toast.success(t('staffNotifications.page.cancelled'));
      await queryClient.invalidateQueries({ queryKey: staffNotificationKeys.all });
    } catch (caught) {
      toast.error(apiError(caught));
    } finally {
      setBusy(false);
      setCancelling(null);
    }
  }

  const columns = useMemo(() => {
    const h = (key: keyof typeof staffNotificationsEn.columns) => t(`staffNotifications.columns.${key}`);
    const hidden = { hiddenByDefault: true } as const;
    return [
      column.accessor('shouldBeSentAt', {
        header: h('shouldBeSentAt'),
        meta: { sortField: 'shouldBeSentAt' },
        cell: (c) => formatZonedDateTime(c.getValue(), zone),
      }),
      column.accessor('username', {
        header: t('staffNotifications.page.participant'),
        cell: (c) =>
          c.getValue() ? (
            <Link component={RouterLink} to={`/participant/${c.getValue()}?tab=notifications`}>
              {c.row.original.email}
            </Link>
          ) : (
            c.row.original.email
          ),
      }),
      column.accessor('templateName', {
        header: h('template'),
        cell: (c) => {
          const name = c.getValue();
          return name && (STAFF_TEMPLATES as readonly string[]).includes(name)
            ? t(`staffNotifications.templates.${name as StaffTemplate}`)
            : (name ?? t('staffNotifications.noTemplate'));
        },
      }),
      column.accessor('subject', {
        header: h('subject'),
        cell: (c) => c.getValue() || t('staffNotifications.page.fromTemplate'),
      }),
      column.accessor('status', {
        header: h('status'),
        cell: (c) => t(`staffNotifications.status.${c.getValue() as NotificationStatus}`),
      }),
      column.accessor('retries', { header: h('retries'), meta: { align: 'right' }, cell: (c) => c.getValue() }),
      column.accessor('statusMsg', {
        header: h('statusMsg'),
        cell: (c) => (
          <Box component="span" sx={{ display: 'inline-block', maxWidth: 320, whiteSpace: 'normal' }}>
            {c.getValue() ?? ''}
          </Box>
        ),
      }),
      column.accessor('estimatedDeliveryAt', {
        header: h('estimatedDeliveryAt'),
        cell: (c) => formatZonedDateTime(c.getValue(), zone),
      }),
      column.accessor('sentAt', { header: h('sentAt'), cell: (c) => formatZonedDateTime(c.getValue(), zone) }),
      column.accessor('createdBy', { header: h('createdBy'), meta: hidden, cell: (c) => c.getValue() ?? '' }),
      column.accessor('createdAt', {
        header: h('created'),
        meta: hidden,
        cell: (c) => formatZonedDateTime(c.getValue(), zone),
      }),
      column.accessor('id', { header: h('id'), meta: hidden, cell: (c) => c.getValue() }),
      column.display({
        id: 'actions',
        header: t('staff.table.actions'),
        cell: ({ row }) =>
          row.original.status === 'pending' ? (
            <Button
              size="small"
              variant="outlined"
              color="error"
              aria-label={t('staffNotifications.page.cancelLabel', {
                email: row.original.email,
                at: formatZonedDateTime(row.original.shouldBeSentAt, zone),
              })}
              onClick={() => setCancelling(row.original)}
            >
              {t('staffNotifications.page.cancel')}
            </Button>
          ) : null,
      }),
    ];
  }, [t, zone]);

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
          {t('staffNotifications.page.title')}
        </Typography>
        <Button variant="contained" onClick={() => setCreating(true)}>
          {t('staffNotifications.page.createOpen')}
        </Button>
      </Box>
      <StaffTable<StaffNotificationListRow>
        tableId="staff-notifications"
        title={t('staffNotifications.page.listTitle')}
        columns={columns}
        rows={list.rows}
        getRowId={(row) => row.id}
        loading={list.loading}
        refreshing={list.refreshing}
        emptyText={t('staffNotifications.page.empty')}
        paging={list.paging}
        sort={list.sort}
        filters={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <DateRangeFilter
              value={range}
              onChange={setRange}
              unit="day"
              label={t('staffNotifications.page.rangeLabel')}
            />
            <TextField
              select
              size="small"
              label={t('staffNotifications.participant.status')}
              value={status}
              onChange={(e) => setStatus(e.target.value as NotificationStatus)}
              sx={{ minWidth: 140 }}
            >
              {NOTIFICATION_STATUSES.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`staffNotifications.status.${value}`)}
                </MenuItem>
              ))}
            </TextField>
          </Box>
        }
        renderExpanded={(row) => <NotificationDetails row={row} />}
      />
      {creating && (
        <CreateDialog
          onClose={() => setCreating(false)}
          onCreated={(count) => {
            setCreating(false);
            toast.success(t('staffNotifications.page.created', { count }));
            void queryClient.invalidateQueries({ queryKey: staffNotificationKeys.all });
          }}
        />
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title={t('staffNotifications.page.cancelTitle')}
        message={
          cancelling
            ? t('staffNotifications.page.cancelMessage', {
                email: cancelling.email,
                at: formatZonedDateTime(cancelling.shouldBeSentAt, zone),
              })
            : ''
        }
        confirmLabel={t('staffNotifications.page.cancelConfirm')}
        busy={busy}
        onConfirm={() => cancelling && void cancel(cancelling)}
        onCancel={() => setCancelling(null)}
      />
    </Stack>
  );
}
