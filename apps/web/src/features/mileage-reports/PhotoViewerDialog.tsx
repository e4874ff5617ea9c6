import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDistance, formatTableDate, type MileageUnit } from '../../lib/format';
import type { MileageReportRow } from './api';
import './texts';

/**
 * The odometer photographs of one report, through their signed links. A modal dialog: focus moves
 * into it, stays there, Escape or Close ends it and the caller returns focus to the View button. A HEIC original
 * is shown as the server's JPEG copy, with a link to the file as uploaded.
 */
export function PhotoViewerDialog({
  open,
  report,
  vehicle,
  unit,
  onClose,
  onClosed,
  onReload,
}: {
  open: boolean;
  report: MileageReportRow | null;
  vehicle: string;
  unit: MileageUnit;
  onClose: () => void;
  /** After the closing transition: the caller puts focus back where the viewer was opened. */
  onClosed: () => void;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const date = report ? formatTableDate(report.tsReportDate) : '';
  const photos = report?.photos ?? [];

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      maxWidth="md"
      fullWidth
      disableRestoreFocus
      slotProps={{ transition: { onExited: onClosed } }}
    >
      <DialogTitle id={titleId}>{t('mileageReports.viewer.title', { date })}</DialogTitle>
      <DialogContent>
        <Typography id={descriptionId} sx={{ mb: 2 }}>
          {report &&
            t('mileageReports.viewer.vehicleLine', { vehicle, odometer: formatDistance(report.odoMileage, unit) })}
        </Typography>
        <Stack spacing={2}>
          {photos.map((photo, index) => (
            <ViewedPhoto
              key={photo.storageKey}
              url={photo.url ?? null}
              originalUrl={photo.originalUrl !== photo.url ? (photo.originalUrl ?? null) : null}
              alt={t('mileageReports.viewer.photoAlt', {
                vehicle,
                date,
                position: index + 1,
                total: photos.length,
              })}
              onReload={onReload}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ViewedPhoto({
  url,
  originalUrl,
  alt,
  onReload,
}: {
  url: string | null;
  originalUrl: string | null;
  alt: string;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  // The failure belongs to one link: a reload brings a new link and a new try.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url || failedUrl === url) {
    return (
      <Alert
        severity="warning"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={onReload}>
            {t('mileageReports.viewer.reload')}
          </Button>
        }
      >
        {t('mileageReports.viewer.loadFailed')}
      </Alert>
    );
  }
  return (
    <Box>
      <Box
        component="img"
        src={url}
        alt={alt}
        onError={() => setFailedUrl(url)}
        sx={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', mx: 'auto', borderRadius: 1 }}
      />
      {originalUrl && (
        <Link href={originalUrl} target="_blank" rel="noopener" sx={{ display: 'inline-block', mt: 1 }}>
          {t('mileageReports.viewer.original')} {t('common.opensInNewTab')}
        </Link>
      )}
    </Box>
  );
}
