import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, FormControlLabel, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import { PILOT_PROGRAM_DETAIL_KEYS, type PilotProgramDetailKey } from '@rc/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useToast } from '../../components/useToast';
import { useErrorText } from '../../lib/useErrorText';
import { usePageTitle } from '../../lib/usePageTitle';
import { type ProgramRow, useProgram, useUpdateProgram } from './api';
import './texts';

const LIMITS = { name: 200, category: 100, description: 4000, detail: 4000 } as const;

interface Draft {
  name: string;
  category: string;
  description: string;
  isDeviceRequired: boolean;
  isGpsRequired: boolean;
  details: Record<PilotProgramDetailKey, string>;
}

const draftOf = (p: ProgramRow): Draft => ({
  name: p.name,
  category: p.category ?? '',
  description: p.description ?? '',
  isDeviceRequired: p.isDeviceRequired,
  isGpsRequired: p.isGpsRequired,
  details: Object.fromEntries(PILOT_PROGRAM_DETAIL_KEYS.map((k) => [k, p.details?.[k] ?? ''])) as Record<
    PilotProgramDetailKey,
    string
  >,
});

/**
 * Staff: one pilot program (/pilotProgram/{id}): every field and the details block, edited in one
 * form (the short name is fixed); checked here and by the server.
 */
export function PilotProgramPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const program = useProgram(id);
  usePageTitle(program.data ? program.data.name : t('staffRates.programs.title'));
  if (program.isPending) return <PageLoader />;
  if (!program.data) {
    return (
      <Box>
        <BackLink />
        <Alert severity="warning">{t('staffRates.program.notFound')}</Alert>
      </Box>
    );
  }
  return <ProgramForm key={program.data.id} program={program.data} />;
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Button
      component={RouterLink}
      to="/pilotProgramsAndRates"
      startIcon={<ArrowBackIcon />}
      size="small"
      sx={{ mb: 1 }}
    >
      {t('staffRates.program.back')}
    </Button>
  );
}

function ProgramForm({ program }: { program: ProgramRow }) {
  const { t } = useTranslation();
  const { apiError } = useErrorText();
  const toast = useToast();
  const update = useUpdateProgram();
  const [draft, setDraft] = useState<Draft>(() => draftOf(program));
  const [checked, setChecked] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  useEffect(() => setDraft(draftOf(program)), [program]);

  const tooLong = (value: string, max: number) =>
    value.trim().length > max ? t('staffRates.program.tooLong', { max }) : undefined;
  const errors = {
    name: draft.name.trim() ? tooLong(draft.name, LIMITS.name) : t('staffRates.program.nameRequired'),
    category: tooLong(draft.category, LIMITS.category),
    description: tooLong(draft.description, LIMITS.description),
    ...Object.fromEntries(PILOT_PROGRAM_DETAIL_KEYS.map((k) => [k, tooLong(draft.details[k], LIMITS.detail)])),
  } as Record<string, string | undefined>;
  const shown = (key: string) => (checked ? errors[key] : undefined);

  function save(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (Object.values(errors).some(Boolean)) return;
    setProblem(undefined);
    update.mutate(
      {
        id: program.id,
        name: draft.name.trim(),
        category: draft.category.trim(),
        description: draft.description.trim(),
        isDeviceRequired: draft.isDeviceRequired,
        isGpsRequired: draft.isGpsRequired,
        details: Object.fromEntries(PILOT_PROGRAM_DETAIL_KEYS.map((k) => [k, draft.details[k].trim()])),
      },
      {
        onSuccess: (saved) => toast.success(t('staffRates.saved', { name: saved.name })),
        onError: (error) => setProblem(apiError(error)),
      },
    );
  }

  const text = (key: 'name' | 'category' | 'description', multiline = false) => (
    <TextField
      size="small"
      label={t(`staffRates.program.fields.${key}`)}
      value={draft[key]}
      onChange={(event) => setDraft((d) => ({ ...d, [key]: event.target.value }))}
      error={Boolean(shown(key))}
      helperText={shown(key)}
      required={key === 'name'}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      fullWidth
    />
  );

  return (
    <Box component="form" onSubmit={save} noValidate sx={{ maxWidth: 960 }}>
      <BackLink />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {program.name} ({program.shortName})
      </Typography>
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack sx={{ gap: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField
              size="small"
              label={t('staffRates.program.fields.id')}
              value={program.id}
              slotProps={{ htmlInput: { readOnly: true } }}
              fullWidth
            />
            <TextField
              size="small"
              label={t('staffRates.program.fields.shortName')}
              value={program.shortName}
              slotProps={{ htmlInput: { readOnly: true } }}
              fullWidth
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            {text('name')}
            {text('category')}
          </Stack>
          {text('description', true)}
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <FormControlLabel
              control={
                <Switch
                  checked={draft.isDeviceRequired}
                  onChange={(event) => setDraft((d) => ({ ...d, isDeviceRequired: event.target.checked }))}
                />
              }
              label={t('staffRates.program.fields.isDeviceRequired')}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={draft.isGpsRequired}
                  onChange={(event) => setDraft((d) => ({ ...d, isGpsRequired: event.target.checked }))}
                />
              }
              label={t('staffRates.program.fields.isGpsRequired')}
            />
          </Stack>
        </Stack>
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="program-details-title" sx={{ p: 2, mb: 2 }}>
        <Typography id="program-details-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('staffRates.program.details')}
        </Typography>
        <Stack sx={{ gap: 2 }}>
          {PILOT_PROGRAM_DETAIL_KEYS.map((key) => (
            <TextField
              key={key}
              size="small"
              label={t(`staffRates.program.detailFields.${key}`)}
              value={draft.details[key]}
              onChange={(event) => setDraft((d) => ({ ...d, details: { ...d.details, [key]: event.target.value } }))}
              error={Boolean(shown(key))}
              helperText={shown(key)}
              multiline
              minRows={2}
              fullWidth
            />
          ))}
        </Stack>
      </Paper>
      <Stack direction="row" sx={{ gap: 1 }}>
        <Button type="submit" variant="contained" disabled={update.isPending}>
          {t('staffRates.save')}
        </Button>
        <Button onClick={() => setDraft(draftOf(program))} disabled={update.isPending}>
          {t('staffRates.cancel')}
        </Button>
      </Stack>
    </Box>
  );
}
