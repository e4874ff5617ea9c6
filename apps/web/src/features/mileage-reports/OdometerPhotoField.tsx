import { Box, LinearProgress, TextField, Typography } from '@mui/material';
import { MILEAGE_REPORT_PHOTO_MAX_BYTES, type MileageReportFormInput } from '@rc/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { compressPhoto } from '../../lib/photoCompression';
import { PHOTO_ACCEPT, type UploadedPhoto, uploadOdometerPhoto } from '../../lib/storedFiles';
import { useErrorText } from '../../lib/useErrorText';
import { isTransient, LOCAL_PHOTO_PREFIX } from './offlineQueue';
import './texts';
import '../../i18n/messages';

/** The photograph as the preview shows it: the server's copy, or the file kept on the device while offline. */
type Preview = UploadedPhoto & { local: boolean };

const isHeif = (mimeType: string) => mimeType === 'image/heic' || mimeType === 'image/heif';

/**
 * The odometer photograph: a native, labelled file input (keyboard and screen-reader friendly on every
 * platform) that opens a phone's rear camera directly. A large JPEG is made smaller first
 * (compressPhoto), then uploaded at once, so the preview is the server's copy: a HEIC photo shows as
 * the JPEG the server made of it. Without a connection the file is kept on the device (`onLocalPhoto`)
 * and named by a local key; the report then waits in the offline queue with it. A refused file leaves
 * the field empty with the reason.
 */
export function OdometerPhotoField({
  control,
  disabled,
  onBusyChange,
  onLocalPhoto,
}: {
  control: Control<MileageReportFormInput, unknown, unknown>;
  disabled?: boolean;
  /** Told while an upload runs (the form waits for it before it can be sent). */
  onBusyChange?: (busy: boolean) => void;
  /** Given the photograph kept on the device, under the key the field now holds. */
  onLocalPhoto?: (key: string, file: File) => void;
}) {
  const { t } = useTranslation();
  const { fieldError, apiError } = useErrorText();
  const id = useId();
  const statusId = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  // Only the newest choice counts when a slow upload finishes after another file was chosen.
  const attempt = useRef(0);
  // A kept file's preview is an object URL: released when another is chosen or the form goes.
  useEffect(() => {
    const url = preview?.local ? preview.url : null;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [preview]);

  return (
    <Controller
      control={control}
      name="photo"
      render={({ field, fieldState }) => {
        const errorText = uploadError ?? fieldError(fieldState.error?.message);
        const choose = async (file: File | undefined) => {
          const current = ++attempt.current;
          setUploadError(null);
          setPreview(null);
          setUploading(false);
          onBusyChange?.(false);
          field.onChange(null);
          if (!file) return;
          setUploading(true);
          onBusyChange?.(true);
          let chosen = file;
          const keep = () => {
            const key = `${LOCAL_PHOTO_PREFIX}${crypto.randomUUID()}`;
            onLocalPhoto?.(key, chosen);
            setPreview({
              storageKey: key,
              size: chosen.size,
              mimeType: chosen.type,
              url: URL.createObjectURL(chosen),
              local: true,
            });
            field.onChange({ storageKey: key, size: chosen.size, mimeType: chosen.type });
          };
          try {
            chosen = await compressPhoto(file);
            if (current !== attempt.current) return;
            if (chosen.size > MILEAGE_REPORT_PHOTO_MAX_BYTES) {
              setUploadError(t('messages.photoTooLarge'));
              return;
            }
            if (navigator.onLine === false) {
              keep();
              return;
            }
            const photo = await uploadOdometerPhoto(chosen);
            if (current !== attempt.current) return;
            setPreview({ ...photo, local: false });
            field.onChange({ storageKey: photo.storageKey, size: photo.size, mimeType: photo.mimeType });
          } catch (caught) {
            if (current !== attempt.current) return;
            if (isTransient(caught)) keep();
            else setUploadError(apiError(caught));
          } finally {
            if (current === attempt.current) {
              setUploading(false);
              onBusyChange?.(false);
            }
          }
        };
        return (
          <Box>
            <TextField
              id={id}
              type="file"
              name={field.name}
              label={t('mileageReports.create.photo')}
              required
              disabled={disabled}
              inputRef={field.ref}
              onChange={(event) => void choose((event.target as HTMLInputElement).files?.[0])}
              onBlur={field.onBlur}
              error={Boolean(errorText)}
              helperText={errorText ?? t('mileageReports.create.photoHint')}
              fullWidth
              margin="normal"
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: {
                  accept: PHOTO_ACCEPT,
                  // A phone opens its rear camera at once; a computer shows its file chooser.
                  capture: 'environment',
                  'aria-describedby': `${id}-helper-text ${statusId}`,
                },
                formHelperText: errorText ? { role: 'alert' } : undefined,
              }}
            />
            <Box id={statusId} role="status" aria-live="polite">
              {uploading && (
                <>
                  <Typography variant="body2">{t('mileageReports.create.uploading')}</Typography>
                  <LinearProgress aria-label={t('mileageReports.create.uploading')} sx={{ mt: 1 }} />
                </>
              )}
              {preview && (
                <Typography variant="body2">
                  {preview.local ? t('mileageReports.create.photoKept') : t('mileageReports.create.uploaded')}
                  {!preview.local && isHeif(preview.mimeType) && ` ${t('mileageReports.create.heicConverted')}`}
                </Typography>
              )}
            </Box>
            {preview && (
              <Box
                component="img"
                src={preview.url}
                alt={t('mileageReports.create.photoPreview')}
                sx={{
                  display: 'block',
                  mt: 1,
                  maxWidth: '100%',
                  maxHeight: 320,
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                }}
              />
            )}
          </Box>
        );
      }}
    />
  );
}
