import { Box, Button, Stack, Typography } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/useErrorText';
import { useToast } from '../useToast';
import './texts';

/**
 * The inline editor of a staff table row (StaffTable `renderEditor`): a titled form group with the
 * fields in a row (a column below `breakpoint`), then Save and Cancel. Save runs `onSave` (which says
 * what was saved) and then `onCancel` closes the editor; a failure is toasted and the editor stays.
 * Escape cancels while nothing is being saved.
 */
export function InlineEditor({
  title,
  onSave,
  onCancel,
  breakpoint = 'sm',
  children,
}: {
  title: string;
  onSave: () => Promise<void>;
  onCancel: () => void;
  breakpoint?: 'sm' | 'md';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const { apiError } = useErrorText();
  const titleId = useId();
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    try {
      await onSave();
      onCancel();
    } catch (error) {
      toast.error(apiError(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Box
      component="form"
      role="group"
      aria-labelledby={titleId}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !saving) onCancel();
      }}
    >
      <Typography id={titleId} variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Stack
        direction={{ xs: 'column', [breakpoint]: 'row' }}
        spacing={2}
        sx={{ alignItems: { [breakpoint]: 'center' } }}
      >
        {children}
        <Stack direction="row" spacing={1}>
          <Button type="submit" size="small" variant="contained" disabled={saving}>
            {t('staff.table.save')}
          </Button>
          <Button size="small" onClick={onCancel} disabled={saving}>
            {t('staff.table.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
