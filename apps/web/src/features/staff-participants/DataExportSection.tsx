import { Box, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/useToast';
import { StaffLatestDataExportDocument, StaffRequestDataExportDocument } from '../../gql/staff/graphql';
import { execute } from '../../lib/graphql';
import { formatZonedDateTime, useStaffZone } from '../../lib/staff/timeZone';
import { useErrorText } from '../../lib/useErrorText';
import './texts';

const exportKey = (username: string) => ['staff-participant', username, 'data-export'] as const;

/**
 * The Info tab's own-data export (decision 016): the latest export's status and, for staff asked by a
 * participant (by phone, say), a button that asks for one on their behalf. The ZIP's link is e-mailed
 * to the participant; staff may also download it here while it is ready.
 */
export function DataExportSection({ username }: { username: string }) {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const toast = useToast();
  const { apiError } = useErrorText();
  const queryClient = useQueryClient();
  const latest = useQuery({
    queryKey: exportKey(username),
    queryFn: async () => (await execute(StaffLatestDataExportDocument, { username })).getLatestDataExport ?? null,
    refetchInterval: (query) =>
      query.state.data?.status === 'queued' || query.state.data?.status === 'running' ? 2000 : false,
  });
  const request = useMutation({
    mutationFn: () => execute(StaffRequestDataExportDocument, { username }),
    onSuccess: () => {
      toast.success(t('staffParticipants.dataExport.requested'));
      return queryClient.invalidateQueries({ queryKey: exportKey(username) });
    },
    onError: (caught) => toast.error(apiError(caught)),
  });
  const row = latest.data;
  const busy = row?.status === 'queued' || row?.status === 'running';
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">{t('staffParticipants.dataExport.intro')}</Typography>
      <Typography variant="body2" aria-live="polite" data-testid="staff-data-export-status">
        {row
          ? t(`staffParticipants.dataExport.status.${row.status}`, {
              date: formatZonedDateTime(row.createdAt, zone),
              expires: formatZonedDateTime(row.expiresAt, zone),
            })
          : t('staffParticipants.dataExport.none')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => request.mutate()} disabled={busy || request.isPending}>
          {t('staffParticipants.dataExport.request')}
        </Button>
        {row?.status === 'ready' && row.downloadUrl && (
          <Button size="small" href={row.downloadUrl} download>
            {t('staffParticipants.dataExport.download')}
          </Button>
        )}
      </Box>
    </Stack>
  );
}
