import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { configurationValueError } from '@rc/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { type ChangeEvent, type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffTable } from '../../components/staff/StaffTable';
import { useToast } from '../../components/useToast';
import { useErrorText } from '../../lib/useErrorText';
import { usePageTitle } from '../../lib/usePageTitle';
import { type ConfigurationRow, useConfigurations, useUpdateConfiguration } from './api';
import './texts';
import '../../i18n/messages';

/** The value as shown: an option's name (with its value) or the text. */
function shownValue(row: ConfigurationRow): string {
  const value = row.value ?? '';
  const option = row.options.find((o) => o.value === value);
  return option ? `${option.name} (${option.value})` : value;
}

/** The inline editor of one value: a select when the configuration has options, otherwise text. */
function ValueEditor({ row, onDone }: { row: ConfigurationRow; onDone: () => void }) {
  const { t } = useTranslation();
  const { apiError } = useErrorText();
  const toast = useToast();
  const update = useUpdateConfiguration();
  const formId = useId();
  const [value, setValue] = useState(row.value ?? '');
  const [problem, setProblem] = useState<string | undefined>();
  const options = row.options;
  // Keys whose default is nothing may be left unset.
  const mayBeEmpty = options.length > 0 && configurationValueError(row.key, '', options) === null;

  function save(event: FormEvent) {
    event.preventDefault();
    const next = options.length ? value : value.trim();
    const local = configurationValueError(row.key, next, options);
    if (local) {
      setProblem(t(`messages.${local}`));
      return;
    }
    setProblem(undefined);
    update.mutate(
      { key: row.key, value: next },
      {
        onSuccess: () => {
          toast.success(t('staffConfiguration.saved', { key: row.key }));
          onDone();
        },
        onError: (error) => setProblem(apiError(error)),
      },
    );
  }

  const label = t('staffConfiguration.editing', { name: row.name, key: row.key });
  // The value's field, a select or text.
  const field = {
    size: 'small',
    autoFocus: true,
    label: t('staffConfiguration.value'),
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value),
    error: Boolean(problem),
    helperText: problem,
  } as const;
  return (
    <Box
      component="form"
      onSubmit={save}
      noValidate
      aria-labelledby={`${formId}-title`}
      // On a narrow screen the table scrolls sideways: the editor stays in view at its left edge.
      sx={{ py: 1, position: 'sticky', left: 0, maxWidth: { xs: 'calc(100vw - 80px)', md: 'none' } }}
    >
      <Typography id={`${formId}-title`} variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5, maxWidth: 720 }}>
        {row.description}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}>
        {options.length > 0 ? (
          <TextField select {...field} sx={{ minWidth: 220 }}>
            {mayBeEmpty && <MenuItem value="">{t('staffConfiguration.notSet')}</MenuItem>}
            {options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.name} ({option.value})
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField {...field} sx={{ minWidth: { xs: '100%', sm: 360 } }} />
        )}
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button type="submit" variant="contained" size="small" disabled={update.isPending} sx={{ mt: 0.25 }}>
            {t('staffConfiguration.save')}
          </Button>
          <Button size="small" onClick={onDone} disabled={update.isPending} sx={{ mt: 0.25 }}>
            {t('staffConfiguration.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

const columnHelper = createColumnHelper<ConfigurationRow>();

/**
 * Staff: the configuration values (/configurations, staff spec "Configurations"): key, name, description
 * and value, 100 rows per page. A value is edited in its row (a select when the configuration has
 * options, otherwise text); the server checks it per key and every reader uses it at once.
 */
export function ConfigurationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('staffConfiguration.title'));
  const list = useConfigurations();
  const [editing, setEditing] = useState<string | null>(null);

  const columns = useMemo(
    () => [
      columnHelper.accessor('key', {
        header: t('staffConfiguration.columns.key'),
        cell: (info) => (
          <Box component="code" sx={{ fontSize: '0.8125rem' }}>
            {info.getValue()}
          </Box>
        ),
      }),
      columnHelper.accessor('name', { header: t('staffConfiguration.columns.name') }),
      columnHelper.accessor('description', {
        header: t('staffConfiguration.columns.description'),
        cell: (info) => <Box sx={{ whiteSpace: 'normal', minWidth: 240, maxWidth: 480 }}>{info.getValue()}</Box>,
      }),
      columnHelper.accessor((row) => shownValue(row), {
        id: 'value',
        header: t('staffConfiguration.columns.value'),
        cell: (info) => (
          <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', minWidth: 160 }}>
            {info.getValue() ? (
              <Box component="span" sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere', maxWidth: 320 }}>
                {info.getValue()}
              </Box>
            ) : (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {t('staffConfiguration.notSet')}
              </Box>
            )}
            <IconButton
              size="small"
              aria-label={t('staffConfiguration.edit', { key: info.row.original.key })}
              onClick={() => setEditing(info.row.original.key)}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </Stack>
        ),
      }),
    ],
    [t],
  );

  return (
    <StaffTable
      tableId="configurations"
      title={t('staffConfiguration.title')}
      headingLevel="h1"
      columns={columns}
      rows={list.rows}
      getRowId={(row) => row.key}
      loading={list.loading}
      refreshing={list.refreshing}
      emptyText={t('staffConfiguration.empty')}
      paging={list.paging}
      editingRowId={editing}
      renderEditor={(row) => <ValueEditor key={row.key} row={row} onDone={() => setEditing(null)} />}
    />
  );
}
