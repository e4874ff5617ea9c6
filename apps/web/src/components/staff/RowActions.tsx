import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/useErrorText';
import { useToast } from '../useToast';
import './texts';

/** A row's Edit and Remove buttons (the actions column of a staff table); the labels name the row. */
export function EditRemoveActions({
  editLabel,
  removeLabel,
  onEdit,
  onRemove,
}: {
  editLabel: string;
  removeLabel: string;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5}>
      <Tooltip title={t('staff.table.edit')}>
        <IconButton size="small" aria-label={editLabel} onClick={onEdit}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('staff.table.remove')}>
        <IconButton size="small" aria-label={removeLabel} onClick={onRemove}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

/**
 * Removing a row after a confirmation (ConfirmDialog): `removing` is the row asked about; `confirm` runs
 * `remove`, toasts `removedText`, closes the confirmation and then runs `onRemoved` (a refresh); a failure
 * is toasted and the confirmation stays open. `busy` while removing.
 */
export function useRemoval<Row>({
  remove,
  removedText,
  onRemoved,
}: {
  remove: (row: Row) => Promise<unknown>;
  removedText: string;
  onRemoved: () => Promise<unknown>;
}) {
  const toast = useToast();
  const { apiError } = useErrorText();
  const [removing, setRemoving] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (removing === null) return;
    setBusy(true);
    try {
      await remove(removing);
      toast.success(removedText);
      setRemoving(null);
      await onRemoved();
    } catch (error) {
      toast.error(apiError(error));
    } finally {
      setBusy(false);
    }
  }

  return { removing, ask: setRemoving, cancel: () => setRemoving(null), busy, confirm };
}
