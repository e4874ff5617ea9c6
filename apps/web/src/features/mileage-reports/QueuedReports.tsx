import { Alert, Box, Button, List, ListItem, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/useToast';
import { formatDate, formatDistance } from '../../lib/format';
import { mileageReportKeys, vehicleLabel } from './api';
import {
  discardQueued,
  onQueueChange,
  type QueuedReport,
  queuedReports,
  type SendResult,
  sendQueuedReports,
} from './offlineQueue';
import './texts';
import '../../i18n/messages';

/** Waiting reports are tried again this often while the portal is open (an 'online' event is not always sent). */
const RETRY_MS = 30_000;

/** The participant's reports waiting in this browser, kept current as the queue changes. */
export function useQueuedReports(username: string): QueuedReport[] {
  const [reports, setReports] = useState<QueuedReport[]>([]);
  useEffect(() => {
    let live = true;
    const read = () =>
      void queuedReports(username).then(
        (list) => live && setReports(list),
        () => live && setReports([]),
      );
    read();
    const stop = onQueueChange(read);
    return () => {
      live = false;
      stop();
    };
  }, [username]);
  return reports;
}

/** Sends the waiting reports and says what happened: the list of reports is read again when one went. */
function useSendQueued(username: string) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useCallback(async (): Promise<SendResult> => {
    const result = await sendQueuedReports(username);
    if (result.sent > 0) {
      toast.success(t('mileageReports.queue.sent', { count: result.sent }));
      await queryClient.invalidateQueries({ queryKey: mileageReportKeys.all(username) });
    }
    if (result.refused > 0) toast.error(t('mileageReports.queue.refusedToast'));
    return result;
  }, [username, t, toast, queryClient]);
}

/**
 * Mounted for a signed-in participant on every page: sends the reports made offline when the portal
 * starts, when the browser says it is online again, and every RETRY_MS while any wait.
 */
export default function QueuedReportsSender({ username }: { username: string }) {
  const send = useSendQueued(username);
  const waiting = useQueuedReports(username).some((report) => !report.refusal);
  useEffect(() => {
    if (!waiting) return;
    const trySend = () => void send().catch(() => {});
    trySend();
    window.addEventListener('online', trySend);
    const timer = window.setInterval(trySend, RETRY_MS);
    return () => {
      window.removeEventListener('online', trySend);
      window.clearInterval(timer);
    };
  }, [waiting, send]);
  return null;
}

interface NamedVehicle {
  id: string;
  make: string;
  model: string;
  licensePlate?: string | null;
}

/** Create Mileage Report: the readings waiting in this browser, to send now or discard. */
export function QueuedReportsPanel({ username, vehicles }: { username: string; vehicles: readonly NamedVehicle[] }) {
  const { t } = useTranslation();
  const reports = useQueuedReports(username);
  const send = useSendQueued(username);
  const [busy, setBusy] = useState(false);
  if (reports.length === 0) return null;
  const nameOf = (id: string) => {
    const vehicle = vehicles.find((v) => v.id === id);
    return vehicle ? vehicleLabel(vehicle) : id;
  };
  return (
    <Box component="section" aria-labelledby="queued-reports-title" sx={{ mb: 3, maxWidth: 720 }}>
      <Alert severity="warning" icon={false}>
        <Typography id="queued-reports-title" variant="h2" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
          {t('mileageReports.queue.title')}
        </Typography>
        <Typography variant="body2">{t('mileageReports.queue.intro')}</Typography>
        <List dense disablePadding>
          {reports.map((report) => {
            const date = formatDate(report.tsReportDate);
            return (
              <ListItem key={report.id} disableGutters data-testid="queued-report" sx={{ display: 'block', py: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t('mileageReports.queue.item', {
                    vehicle: nameOf(report.vehicleId),
                    reading: formatDistance(report.odoMileage, report.unit),
                    date,
                  })}
                </Typography>
                <Typography variant="body2">
                  {report.refusal
                    ? t('mileageReports.queue.refused', { reason: t(`messages.${report.refusal}`) })
                    : t('mileageReports.queue.waiting')}
                </Typography>
                <Button
                  size="small"
                  color="inherit"
                  onClick={() => void discardQueued(report.id)}
                  aria-label={t('mileageReports.queue.discardLabel', { date })}
                  sx={{ mt: 0.5, textDecoration: 'underline' }}
                >
                  {t('mileageReports.queue.discard')}
                </Button>
              </ListItem>
            );
          })}
        </List>
        {reports.some((report) => !report.refusal) && (
          <Stack direction="row">
            <Button
              variant="outlined"
              color="inherit"
              disabled={busy}
              onClick={() => {
                setBusy(true);
                void send()
                  .catch(() => {})
                  .finally(() => setBusy(false));
              }}
            >
              {t('mileageReports.queue.sendNow')}
            </Button>
          </Stack>
        )}
      </Alert>
    </Box>
  );
}
