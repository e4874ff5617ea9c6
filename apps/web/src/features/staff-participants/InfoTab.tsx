import { zodResolver } from '@hookform/resolvers/zod';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Grid,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  PARTICIPANT_STATUSES,
  type ParticipantStatus,
  PREFERRED_CONTACT_TYPES,
  profileSchema,
  STAFF_PARTICIPANT_FLAGS,
} from '@rc/domain';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextField } from '../../components/FormTextField';
import { AddressFields, FormPhoneField, FormSelectField } from '../../components/form/fields';
import { ConfirmDialog } from '../../components/staff/ConfirmDialog';
import { useToast } from '../../components/useToast';
import { formatMoney, fullName } from '../../lib/format';
import type { ParticipantTabProps } from '../../lib/staff/participantTabs';
import { formatZonedDateTime, useStaffZone } from '../../lib/staff/timeZone';
import { useErrorText } from '../../lib/useErrorText';
import { type ParticipantInfo, useInfoPilotPrograms, useParticipantInfo, useUpdateParticipant } from './api';
import { DataExportSection } from './DataExportSection';
import '../../components/form/texts';
import type { staffParticipantsEn } from './texts';
import './texts';
import '../../i18n/messages';

type InfoField = keyof typeof staffParticipantsEn.info.fields;

/**
 * Flags staff set by hand (profile answers and VIP) and the ones the automatic rules also set (the flags
 * the participant list filters on).
 */
const PROFILE_FLAGS = ['isLegislator', 'isVIP', 'isGovernmentEmployee', 'isCaliforniaElected'] as const;
const RULE_FLAGS = STAFF_PARTICIPANT_FLAGS;
type EditableFlag = (typeof PROFILE_FLAGS)[number] | (typeof RULE_FLAGS)[number];

/**
 * Staff: the participant detail's Info tab (staff spec sections 2–6): every field of the participant,
 * grouped, with dates in the staff member's zone and money in dollars; the status (closing asks for a
 * reason), the flags, the profile and the pilot program are changed here. Each change is audited and,
 * where a template matches, e-mailed to the participant by the server.
 */
export default function InfoTab({ username }: ParticipantTabProps) {
  const { t } = useTranslation();
  const { data: participant, isPending, isError } = useParticipantInfo(username);

  if (isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  }
  if (isError) return <Alert severity="error">{t('staffParticipants.info.loadFailed')}</Alert>;
  if (!participant) return <Alert severity="info">{t('staffParticipants.detail.notFound', { username })}</Alert>;
  return <Info participant={participant} />;
}

function Info({ participant }: { participant: ParticipantInfo }) {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const [editing, setEditing] = useState(false);
  const closed = participant.status === 'closed';
  const none = t('staffParticipants.info.none');
  const yesNo = (value: boolean) => (value ? t('staffParticipants.info.yes') : t('staffParticipants.info.no'));
  const date = (value: string | null | undefined) => formatZonedDateTime(value, zone) || none;
  const f = (key: InfoField) => t(`staffParticipants.info.fields.${key}` as const);
  const a = participant.address;

  return (
    <Box>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1.5 }}
      >
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('staffParticipants.info.heading')}
        </Typography>
        <Box>
          <Button
            size="small"
            variant="outlined"
            startIcon={<EditIcon />}
            onClick={() => setEditing(true)}
            disabled={closed}
            aria-describedby={closed ? 'info-edit-closed-hint' : undefined}
          >
            {t('staffParticipants.info.editProfile')}
          </Button>
        </Box>
      </Stack>
      {closed && (
        <Typography id="info-edit-closed-hint" variant="body2" sx={{ mb: 1.5 }}>
          {t('staffParticipants.info.editClosedHint')}
        </Typography>
      )}
      <Grid container spacing={2}>
        <Section title={t('staffParticipants.info.sections.status')}>
          <StatusEditor participant={participant} />
          <Fields rows={[[f('statusMessage'), participant.statusMessage || none]]} />
        </Section>
        <Section title={t('staffParticipants.info.sections.identity')}>
          <Fields
            rows={[
              [f('accountNo'), participant.accountNo],
              [f('username'), participant.username],
              [f('email'), participant.email],
              [f('firstName'), participant.firstName || none],
              [f('middleName'), participant.middleName || none],
              [f('lastName'), participant.lastName || none],
              [f('phoneNumber'), participant.phoneNumber || none],
              [
                f('preferredContactType'),
                participant.preferredContactType
                  ? t(`staffParticipants.info.contact.${participant.preferredContactType as 'email' | 'phone'}`, {
                      defaultValue: participant.preferredContactType,
                    })
                  : none,
              ],
              [f('governmentAffiliation'), participant.governmentAffiliation || none],
              [f('gender'), participant.gender || none],
              [f('ageGroup'), participant.ageGroup || none],
              [
                f('language'),
                t(`staffParticipants.info.languages.${participant.language as 'en' | 'es'}`, {
                  defaultValue: participant.language,
                }),
              ],
            ]}
          />
        </Section>
        <Section title={t('staffParticipants.info.sections.address')}>
          <Fields
            rows={[
              [f('address1'), a.address1 || none],
              [f('address2'), a.address2 || none],
              [f('city'), a.city || none],
              [f('state'), a.state || none],
              [f('postalCode'), a.postalCode || none],
              [f('extendedPostalCode'), a.extendedPostalCode || none],
            ]}
          />
        </Section>
        <Section title={t('staffParticipants.info.sections.program')}>
          <PilotEditor participant={participant} />
          <Fields
            rows={[
              [
                f('mroDevicePreference'),
                participant.mroDevicePreference
                  ? t(`form.reportingOptions.${participant.mroDevicePreference as 'manual'}`, {
                      defaultValue: participant.mroDevicePreference,
                    })
                  : none,
              ],
              [f('mroManualCapture'), yesNo(participant.mroManualCapture)],
              [f('mroDataProviderPreference'), participant.mroDataProviderPreference || none],
            ]}
          />
        </Section>
        <Section title={t('staffParticipants.info.sections.billing')}>
          <Fields
            rows={[
              [f('roadChargeCreditCents'), formatMoney(participant.roadChargeCreditCents)],
              [f('sumMileageUserFeeCents'), formatMoney(participant.sumMileageUserFeeCents)],
              [f('sumFuelTaxCreditCents'), formatMoney(participant.sumFuelTaxCreditCents)],
            ]}
          />
        </Section>
        <Section title={t('staffParticipants.info.sections.flags')}>
          <FlagsEditor participant={participant} />
        </Section>
        <Section title={t('staffParticipants.info.sections.agreements')}>
          <Fields
            rows={[
              [f('agreeGlobalParticipantAgreement'), yesNo(participant.agreeGlobalParticipantAgreement)],
              [f('agreeGlobalPrivacyPolicy'), yesNo(participant.agreeGlobalPrivacyPolicy)],
            ]}
          />
        </Section>
        <Section title={t('staffParticipants.info.sections.dates')}>
          <Fields
            rows={[
              [f('createdAt'), date(participant.createdAt)],
              [f('onboardedDate'), date(participant.onboardedDate)],
              [f('firstDataReceivedDate'), date(participant.firstDataReceivedDate)],
              [f('updatedAt'), date(participant.updatedAt)],
              [f('updatedBy'), participant.updatedBy || none],
            ]}
          />
        </Section>
        <Section title={t('staffParticipants.info.sections.dataExport')}>
          <DataExportSection username={participant.username} />
        </Section>
        {(closed || participant.closedDate || participant.closedReason) && (
          <Section title={t('staffParticipants.info.sections.closed')}>
            <Fields
              rows={[
                [f('closedDate'), date(participant.closedDate)],
                [f('closedReason'), participant.closedReason || none],
                [f('closedBy'), participant.closedBy || none],
              ]}
            />
          </Section>
        )}
      </Grid>
      {editing && <ProfileDialog participant={participant} onClose={() => setEditing(false)} />}
    </Box>
  );
}

/** One titled group of the tab, in its cell of the grid. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Grid size={{ xs: 12, md: 6, lg: 4 }}>
      <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, height: '100%' }}>
        <Typography id={headingId} variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Grid>
  );
}

/** Label and value pairs as a description list. */
function Fields({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(8rem, 45%) 1fr',
        columnGap: 1.5,
        rowGap: 0.5,
        m: 0,
        '& dt': { color: 'text.secondary', fontSize: '0.875rem' },
        '& dd': { m: 0, fontSize: '0.875rem', overflowWrap: 'anywhere' },
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}

function displayName(participant: ParticipantInfo): string {
  return fullName(participant.firstName, participant.middleName, participant.lastName) || participant.email;
}

/**
 * Saves a change of the participant: a toast says `saved`, or why the change failed. True when saved.
 * (`isPending` while a change is being saved.)
 */
function useParticipantChange(username: string) {
  const toast = useToast();
  const { apiError } = useErrorText();
  const update = useUpdateParticipant(username);

  async function save(input: Parameters<typeof update.mutateAsync>[0], saved: string): Promise<boolean> {
    try {
      await update.mutateAsync(input);
      toast.success(saved);
      return true;
    } catch (caught) {
      toast.error(apiError(caught));
      return false;
    }
  }

  return { save, isPending: update.isPending };
}

/** A (native) select of the tab; `onChoose` gets a value other than the current one, to confirm it. */
function ChangeSelect({
  label,
  value,
  disabled,
  onChoose,
  children,
}: {
  label: string;
  value: string;
  disabled?: boolean;
  onChoose: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => event.target.value !== value && onChoose(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ mb: 1.5 }}
    >
      {children}
    </TextField>
  );
}

/** The status select: closing asks for a reason; any other status is applied after a confirmation. */
function StatusEditor({ participant }: { participant: ParticipantInfo }) {
  const { t } = useTranslation();
  const update = useParticipantChange(participant.username);
  const [target, setTarget] = useState<ParticipantStatus | null>(null);
  const [statusMessage, setStatusMessage] = useState('');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState(false);
  const name = displayName(participant);
  const statusLabel = (status: string) => t(`status.${status as ParticipantStatus}`);

  function choose(status: ParticipantStatus) {
    if (status === participant.status) return;
    setTarget(status);
    setStatusMessage(participant.statusMessage ?? '');
    setReason('');
    setReasonError(false);
  }

  function cancel() {
    setTarget(null);
    setReasonError(false);
  }

  async function apply() {
    if (!target) return;
    if (target === 'closed' && !reason.trim()) {
      setReasonError(true);
      return;
    }
    const saved = await update.save(
      target === 'closed'
        ? { status: 'closed', closedReason: reason.trim() }
        : { status: target, statusMessage: statusMessage.trim() },
      t('staffParticipants.info.statusChanged', { status: statusLabel(target) }),
    );
    if (saved) setTarget(null);
  }

  return (
    <>
      <ChangeSelect
        label={t('staffParticipants.info.statusSelect')}
        value={participant.status}
        onChoose={(status) => choose(status as ParticipantStatus)}
      >
        {PARTICIPANT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {statusLabel(status)}
          </option>
        ))}
      </ChangeSelect>
      <ConfirmDialog
        open={target === 'closed'}
        title={t('staffParticipants.info.closeTitle')}
        message={t('staffParticipants.info.closeMessage', { name })}
        confirmLabel={t('staffParticipants.info.closeConfirm')}
        busy={update.isPending}
        onConfirm={() => void apply()}
        onCancel={cancel}
      >
        <TextField
          autoFocus
          required
          fullWidth
          multiline
          minRows={2}
          margin="normal"
          label={t('staffParticipants.info.closeReason')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            if (event.target.value.trim()) setReasonError(false);
          }}
          error={reasonError}
          helperText={reasonError ? t('messages.closeAccountReasonRequired') : undefined}
          slotProps={{ formHelperText: reasonError ? { role: 'alert' } : undefined, htmlInput: { maxLength: 1000 } }}
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={target !== null && target !== 'closed'}
        title={t('staffParticipants.info.confirmStatusTitle')}
        message={t('staffParticipants.info.confirmStatus', {
          name,
          from: statusLabel(participant.status),
          to: target ? statusLabel(target) : '',
        })}
        busy={update.isPending}
        onConfirm={() => void apply()}
        onCancel={cancel}
      >
        <TextField
          fullWidth
          margin="normal"
          size="small"
          label={t('staffParticipants.info.statusMessageLabel')}
          value={statusMessage}
          onChange={(event) => setStatusMessage(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </ConfirmDialog>
    </>
  );
}

/** The pilot program select: a change is applied after a confirmation. */
function PilotEditor({ participant }: { participant: ParticipantInfo }) {
  const { t } = useTranslation();
  const update = useParticipantChange(participant.username);
  const { data: pilots = [] } = useInfoPilotPrograms();
  const [target, setTarget] = useState<string | null>(null);
  const current = participant.participantPilotProgramId ?? '';
  const pilotName = (id: string | null | undefined) =>
    pilots.find((p) => p.id === id)?.shortName ?? participant.pilotProgram?.shortName ?? '—';
  const closed = participant.status === 'closed';

  async function apply() {
    if (!target) return;
    const saved = await update.save(
      { participantPilotProgramId: target },
      t('staffParticipants.info.pilotChanged', { pilot: pilotName(target) }),
    );
    if (saved) setTarget(null);
  }

  return (
    <>
      <ChangeSelect
        label={t('staffParticipants.info.pilotSelect')}
        value={current}
        disabled={closed || pilots.length === 0}
        onChoose={setTarget}
      >
        {!current && <option value="">—</option>}
        {(pilots.length ? pilots : participant.pilotProgram ? [participant.pilotProgram] : []).map((pilot) => (
          <option key={pilot.id} value={pilot.id}>
            {pilot.shortName} – {pilot.name}
          </option>
        ))}
      </ChangeSelect>
      <ConfirmDialog
        open={target !== null}
        title={t('staffParticipants.info.confirmPilotTitle')}
        message={t('staffParticipants.info.confirmPilot', {
          name: displayName(participant),
          from: pilotName(current),
          to: pilotName(target),
        })}
        busy={update.isPending}
        onConfirm={() => void apply()}
        onCancel={() => setTarget(null)}
      />
    </>
  );
}

/** The flags as switches; each change is saved at once. */
function FlagsEditor({ participant }: { participant: ParticipantInfo }) {
  const { t } = useTranslation();
  const update = useParticipantChange(participant.username);

  async function toggle(flag: EditableFlag, value: boolean) {
    await update.save(
      { [flag]: value },
      t('staffParticipants.info.flagSaved', {
        flag: t(`staffParticipants.info.flags.${flag}`),
        value: value ? t('staffParticipants.info.yes') : t('staffParticipants.info.no'),
      }),
    );
  }

  const flagSwitch = (flag: EditableFlag) => (
    <FormControlLabel
      key={flag}
      control={
        <Switch
          size="small"
          checked={participant[flag]}
          disabled={update.isPending}
          onChange={(event) => void toggle(flag, event.target.checked)}
        />
      }
      label={t(`staffParticipants.info.flags.${flag}`)}
      slotProps={{ typography: { variant: 'body2' } }}
      sx={{ ml: 0 }}
    />
  );

  return (
    <>
      <FormGroup>{PROFILE_FLAGS.map(flagSwitch)}</FormGroup>
      <FormGroup sx={{ mt: 1, pt: 1, borderTop: 1, borderColor: 'divider' }}>{RULE_FLAGS.map(flagSwitch)}</FormGroup>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('staffParticipants.info.flagsHint')}
      </Typography>
    </>
  );
}

/** The participant's own profile rules (My Info), plus what only staff change. */
const staffProfileSchema = profileSchema.extend({
  preferredContactType: z.union([z.enum(PREFERRED_CONTACT_TYPES), z.literal('')]),
  governmentAffiliation: z.string().trim().max(200),
});
type StaffProfileInput = z.input<typeof staffProfileSchema>;

function profileValues(participant: ParticipantInfo): StaffProfileInput {
  const a = participant.address;
  return {
    firstName: participant.firstName ?? '',
    middleName: participant.middleName ?? '',
    lastName: participant.lastName ?? '',
    phoneNumber: participant.phoneNumber ?? '',
    address1: a.address1 ?? '',
    address2: a.address2 ?? '',
    city: a.city ?? '',
    state: a.state ?? '',
    postalCode: a.postalCode ?? '',
    preferredContactType: (participant.preferredContactType as 'email' | 'phone' | null) ?? '',
    governmentAffiliation: participant.governmentAffiliation ?? '',
  };
}

/** Edit profile: names, phone, preferred contact, government affiliation and address. */
function ProfileDialog({ participant, onClose }: { participant: ParticipantInfo; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const update = useParticipantChange(participant.username);
  const {
    control,
    handleSubmit,
    setValue,
    formState: { isSubmitting },
  } = useForm({ resolver: zodResolver(staffProfileSchema), defaultValues: profileValues(participant) });

  const onSubmit = handleSubmit(async (values) => {
    const saved = await update.save(
      {
        firstName: values.firstName,
        middleName: values.middleName ?? '',
        lastName: values.lastName,
        phoneNumber: values.phoneNumber,
        address1: values.address1,
        address2: values.address2 ?? '',
        city: values.city,
        state: values.state,
        postalCode: values.postalCode,
        preferredContactType: values.preferredContactType || null,
        governmentAffiliation: values.governmentAffiliation,
      },
      t('staffParticipants.info.profileSaved'),
    );
    if (saved) onClose();
  });

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
    >
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId}>
          {t('staffParticipants.info.editTitle', { name: displayName(participant) })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{t('staffParticipants.info.editNotice')}</DialogContentText>
          <Grid container columnSpacing={2}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormTextField control={control} name="firstName" label={t('form.firstName')} required size="small" />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormTextField
                control={control}
                name="middleName"
                label={t('staffParticipants.info.fields.middleName')}
                size="small"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormTextField control={control} name="lastName" label={t('form.lastName')} required size="small" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormPhoneField control={control} name="phoneNumber" label={t('form.phone')} required size="small" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormSelectField
                control={control}
                name="preferredContactType"
                label={t('staffParticipants.info.fields.preferredContactType')}
                options={PREFERRED_CONTACT_TYPES.map((value) => ({
                  value,
                  label: t(`staffParticipants.info.contact.${value}`),
                }))}
                emptyLabel={t('staffParticipants.info.noPreference')}
                size="small"
              />
            </Grid>
          </Grid>
          <FormTextField
            control={control}
            name="governmentAffiliation"
            label={t('staffParticipants.info.fields.governmentAffiliation')}
            size="small"
          />
          <AddressFields control={control} setValue={setValue} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('staffParticipants.info.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t('staffParticipants.info.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
