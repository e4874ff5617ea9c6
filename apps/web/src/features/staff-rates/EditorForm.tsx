import { Box, Button, Stack, Typography } from '@mui/material';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import './texts';

/** The in-row editor's frame: a titled form with Save and Cancel, kept in view on a narrow screen. */
export function EditorForm({
  title,
  busy,
  onSubmit,
  onCancel,
  children,
}: {
  title: string;
  busy: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const formId = useId();
  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={`${formId}-title`}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) onCancel();
      }}
      sx={{ py: 1, position: 'sticky', left: 0, maxWidth: { xs: 'calc(100vw - 80px)', md: 'none' } }}
    >
      <Typography id={`${formId}-title`} variant="subtitle2" component="p" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ gap: 1.5, alignItems: { md: 'flex-start' }, flexWrap: 'wrap' }}
      >
        {children}
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button type="submit" variant="contained" size="small" disabled={busy} sx={{ mt: 0.5 }}>
            {t('staffRates.save')}
          </Button>
          <Button size="small" onClick={onCancel} disabled={busy} sx={{ mt: 0.5 }}>
            {t('staffRates.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
