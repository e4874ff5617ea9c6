import { Alert, Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormError } from '../../components/FormError';
import { StaffTable } from '../../components/staff/StaffTable';
import { useToast } from '../../components/useToast';
import { useSession } from '../../lib/session';
import { useErrorText } from '../../lib/useErrorText';
import { usePageTitle } from '../../lib/usePageTitle';
import { type BulkImportResult, isImportRunning, startDeviceImport, useDeviceImport } from './api';
import './texts';
import '../../i18n/messages';

type ImportError = BulkImportResult['errors'][number];
const columnHelper = createColumnHelper<ImportError>();

/** A manifest is a .csv or .txt file (staff spec section 5). */
export function isManifestFile(name: string): boolean {
  return /\.(csv|txt)$/i.test(name.trim());
}

/**
 * Staff: register the devices of a shipping manifest (/mro-devices/bulk-register, staff spec sections 2,
 * 5 and 8): a .csv or .txt file (else 'A valid shipping manifest is required.'); the result is the count
 * of new devices, a notice with the duplicates count and the failing rows (participant, serial, vehicle).
 */
export function BulkRegisterPage() {
  const { t } = useTranslation();
  usePageTitle(t('staffDevices.bulk.title'));
  const { session } = useSession();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { apiError } = useErrorText();
  const fileInput = useRef<HTMLInputElement>(null);
  const resultHeading = useId();
  const progressLabel = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useDeviceImport(jobId).data;
  // The import is gone (an id that does not exist): say so instead of waiting.
  const lost = jobId !== null && job === null;
  const running = starting || isImportRunning(job);
  const result: BulkImportResult | null = job?.status === 'completed' ? (job.result ?? null) : null;

  // The job ended: say so once, and refresh what shows devices.
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!job || isImportRunning(job) || announced.current === job.id) return;
    announced.current = job.id;
    if (job.status === 'completed') {
      toast.success(t('staffDevices.bulk.registered', { count: job.result?.registrations ?? 0 }));
      void queryClient.invalidateQueries({ queryKey: ['staff', 'devices'] });
    } else {
      const text = job.error ?? t('messages.unexpectedError');
      setError(text);
      toast.error(text);
    }
  }, [job, t, toast, queryClient]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    setJobId(null);
    if (!file || !isManifestFile(file.name) || file.size === 0) {
      setError(t('messages.manifestRequired'));
      toast.error(t('messages.manifestRequired'));
      return;
    }
    setStarting(true);
    try {
      const started = await startDeviceImport(file, session?.email ?? '');
      setJobId(started.id);
    } catch (caught) {
      const text = apiError(caught);
      setError(text);
      toast.error(text);
    } finally {
      setStarting(false);
    }
  }

  const columns = useMemo(
    () => [
      columnHelper.accessor('line', { header: t('staffDevices.bulk.columns.line') }),
      columnHelper.accessor('participant', { header: t('staffDevices.bulk.columns.participant') }),
      columnHelper.accessor('serial', { header: t('staffDevices.bulk.columns.serial') }),
      columnHelper.accessor('vehicle', { header: t('staffDevices.bulk.columns.vehicle') }),
      columnHelper.accessor('messageKey', {
        header: t('staffDevices.bulk.columns.error'),
        cell: (info) => t(`messages.${info.getValue()}`, { defaultValue: info.row.original.message }),
      }),
    ],
    [t],
  );

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('staffDevices.bulk.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography sx={{ mb: 2 }}>{t('staffDevices.bulk.intro')}</Typography>
        <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
          <FormError message={error ?? (lost ? t('messages.unexpectedError') : null)} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button variant="outlined" onClick={() => fileInput.current?.click()}>
              {t('staffDevices.bulk.chooseFile')}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              hidden
              aria-label={t('staffDevices.bulk.file')}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setJobId(null);
                setError(null);
              }}
            />
            <Typography aria-live="polite">{file ? file.name : t('staffDevices.bulk.noFile')}</Typography>
            <Button type="submit" variant="contained" disabled={running}>
              {t('staffDevices.bulk.submit')}
            </Button>
            <Button component={RouterLink} to="/mro-devices">
              {t('staffDevices.register.back')}
            </Button>
          </Stack>
          {running && (
            <Box sx={{ mt: 2 }}>
              <Typography id={progressLabel} sx={{ mb: 0.5 }}>
                {job
                  ? t('staffDevices.bulk.progress', { done: job.done, total: job.total })
                  : t('staffDevices.bulk.importing')}
              </Typography>
              {job ? (
                <LinearProgress
                  variant="determinate"
                  value={Math.round(job.progress * 100)}
                  aria-labelledby={progressLabel}
                />
              ) : (
                <LinearProgress aria-labelledby={progressLabel} />
              )}
            </Box>
          )}
        </Box>
      </Paper>
      {result && (
        <Box component="section" aria-labelledby={resultHeading}>
          <Typography variant="h2" id={resultHeading} sx={{ mb: 1 }}>
            {t('staffDevices.bulk.resultTitle')}
          </Typography>
          <Stack spacing={1} sx={{ mb: 2 }}>
            <Alert severity="success">{t('staffDevices.bulk.registered', { count: result.registrations })}</Alert>
            <Alert severity="info">
              {t('staffDevices.bulk.notices', { count: result.notifications, duplicates: result.duplicates })}
            </Alert>
          </Stack>
          <StaffTable
            tableId="staff-bulk-register-errors"
            title={t('staffDevices.bulk.errorsTitle', { count: result.errors.length })}
            columns={columns}
            rows={result.errors}
            getRowId={(row) => String(row.line)}
            loading={false}
            emptyText={t('staffDevices.bulk.noErrors')}
          />
        </Box>
      )}
    </Box>
  );
}
