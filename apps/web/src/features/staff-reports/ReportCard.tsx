import { Box, Button, Card, CardActions, CardContent, LinearProgress, Link, Typography } from '@mui/material';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/useToast';
import { useErrorText } from '../../lib/useErrorText';
import { currentMonth, firstDayOf, lastDayOf, type ReportName, reportKeys, requestReport, useReportRun } from './api';
import './texts';

/**
 * One report card of /report (staff spec section 2): From and To months (snapped to the first and last
 * day of the months, shown under the fields; default the current month) and Download Report, disabled
 * while the report loads. A report too large to stream runs as a job: a progress bar, then a link to the
 * finished file.
 */
export function ReportCard({ name }: { name: ReportName }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { apiError } = useErrorText();
  const id = useId();
  const [from, setFrom] = useState(currentMonth);
  const [to, setTo] = useState(currentMonth);
  const [loading, setLoading] = useState(false);
  const [runId, setRunId] = useState<string | null>(null);
  const run = useReportRun(runId).data;
  const title = t(`staffReports.reports.${name}.title`);
  const problem = !from || !to ? t('staffReports.monthRequired') : from > to ? t('staffReports.fromAfterTo') : null;
  const running = run && (run.status === 'queued' || run.status === 'running');

  async function download() {
    setLoading(true);
    setRunId(null);
    try {
      const answer = await requestReport(name, from, to);
      if (answer.kind === 'run') {
        // The queued run as the server answered it: its bar shows at once, before the first poll.
        queryClient.setQueryData(reportKeys.run(answer.run.id), answer.run);
        setRunId(answer.run.id);
      } else toast.success(t('staffReports.downloaded', { report: title }));
    } catch (caught) {
      toast.error(apiError(caught));
    } finally {
      setLoading(false);
    }
  }

  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={`${id}-title`}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Typography id={`${id}-title`} component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t(`staffReports.reports.${name}.description`)}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: { xs: 1.5, sm: 1 } }}>
          <TextField
            type="month"
            size="small"
            label={t('staffReports.from')}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            error={problem !== null}
            helperText={from ? t('staffReports.fromHint', { date: firstDayOf(from) }) : ' '}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="month"
            size="small"
            label={t('staffReports.to')}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            error={problem !== null}
            helperText={to ? t('staffReports.toHint', { date: lastDayOf(to) }) : ' '}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
        {problem && (
          <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
            {problem}
          </Typography>
        )}
        {run && running && (
          <Box sx={{ mt: 1 }}>
            <Typography variant="body2" id={`${id}-progress`}>
              {run.rowsTotal
                ? t('staffReports.running', { done: run.rowsDone, total: run.rowsTotal })
                : t('staffReports.queued')}
            </Typography>
            <LinearProgress
              variant={run.rowsTotal ? 'determinate' : 'indeterminate'}
              value={run.rowsTotal ? Math.min(100, (100 * run.rowsDone) / run.rowsTotal) : 0}
              aria-label={t('staffReports.runningLabel', { report: title })}
            />
          </Box>
        )}
        {run?.status === 'completed' && run.downloadUrl && (
          <Typography variant="body2" sx={{ mt: 1 }} role="status">
            {t('staffReports.runDone')}{' '}
            <Link href={run.downloadUrl} download>
              {t('staffReports.runLink', { report: title, total: run.rowsTotal })}
            </Link>
          </Typography>
        )}
        {run?.status === 'failed' && (
          <Typography variant="body2" color="error" sx={{ mt: 1 }} role="alert">
            {t('staffReports.runFailed', { message: run.statusMessage ?? '' })}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          variant="contained"
          size="small"
          disabled={loading || running || problem !== null}
          onClick={download}
          aria-describedby={`${id}-title`}
        >
          {t('staffReports.download')}
        </Button>
      </CardActions>
    </Card>
  );
}
