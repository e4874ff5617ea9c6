import {
  Alert,
  Box,
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { DEFAULT_PILOT, INVITATIONS_LIMITS, LIMITS, PILOT_SHORT_NAMES } from '@rc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/FormError';
import { TablePager, useKeysetPages } from '../../components/TablePager';
import { TableStatusRows } from '../../components/TableStatusRows';
import { ImportInvitationsDocument, type ImportInvitationsMutation } from '../../gql/staff/graphql';
import { formatTableDate } from '../../lib/format';
import { execute } from '../../lib/graphql';
import { useErrorText } from '../../lib/useErrorText';
import { usePageTitle } from '../../lib/usePageTitle';
import { useSettled } from '../../lib/useSettled';
import { invitationKeys, useInvitationsPage } from './api';
import './texts';
import '../../i18n/messages';

const _ROWS_PER_PAGE = [...LIMITS.rowsPerPage];
const LIST_COLUMNS = 3;

type ImportResult = ImportInvitationsMutation['importInvitations'];

/** Base64 of the text's UTF-8 bytes (what importInvitations takes). */
function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** The import form: a CSV chosen as a file (loaded into the text box to review) or pasted. */
function ImportInvitations() {
  const { t } = useTranslation();
  const { apiError, fieldError } = useErrorText();
  const queryClient = useQueryClient();
  const headingId = useId();
  const rejectedId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [pilot, setPilot] = useState<string>(DEFAULT_PILOT);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [importing, setImporting] = useState(false);

  const onFile = async (file: File | undefined) => {
    setError(null);
    setResult(null);
    if (!file) return;
    if (file.size > INVITATIONS_LIMITS.maxBytes) {
      setError(t('messages.invitationsFileInvalid'));
      return;
    }
    setFileName(file.name);
    setCsv(await file.text());
  };

  const onImport = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    setResult(null);
    const text = csv.trim();
    if (!text || new TextEncoder().encode(text).length > INVITATIONS_LIMITS.maxBytes) {
      setError(t('messages.invitationsFileInvalid'));
      return;
    }
    setImporting(true);
    try {
      const data = await execute(ImportInvitationsDocument, { csv: toBase64(text), pilot });
      setResult(data.importInvitations);
      await queryClient.invalidateQueries({ queryKey: invitationKeys.list });
    } catch (caught) {
      setError(apiError(caught));
    } finally {
      setImporting(false);
    }
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography variant="h2" id={headingId} gutterBottom>
        {t('invitations.importHeading')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('invitations.importIntro')}</Typography>
      <Box component="form" onSubmit={(event) => void onImport(event)} noValidate>
        <FormError message={error} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Button variant="outlined" onClick={() => fileInput.current?.click()}>
            {t('invitations.chooseFile')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            hidden
            onChange={(event) => {
              void onFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Typography variant="body2" aria-live="polite">
            {fileName ? t('invitations.fileChosen', { name: fileName }) : t('invitations.noFile')}
          </Typography>
        </Stack>
        <TextField
          label={t('invitations.csvText')}
          helperText={t('invitations.csvHint')}
          value={csv}
          onChange={(event) => {
            setCsv(event.target.value);
            setFileName(null);
          }}
          multiline
          minRows={5}
          maxRows={14}
          fullWidth
          margin="normal"
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
        <TextField
          select
          label={t('invitations.defaultPilot')}
          helperText={t('invitations.defaultPilotHint')}
          value={pilot}
          onChange={(event) => setPilot(event.target.value)}
          margin="normal"
          sx={{ minWidth: 240 }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {PILOT_SHORT_NAMES.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </TextField>
        <Box sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" size="large" loading={importing}>
            {t('invitations.import')}
          </Button>
        </Box>
      </Box>
      {result && (
        <Box sx={{ mt: 3 }}>
          <Alert severity={result.rejected.length ? 'warning' : 'success'} role="status">
            {t('invitations.result', {
              added: result.added,
              duplicates: result.duplicates,
              rejected: result.rejected.length,
            })}
          </Alert>
          {result.rejected.length > 0 && (
            <TableContainer tabIndex={0} role="region" aria-labelledby={rejectedId} sx={{ mt: 2 }}>
              <Typography variant="h3" id={rejectedId} sx={{ fontSize: '1.125rem', fontWeight: 500, my: 1 }}>
                {t('invitations.rejectedLabel')}
              </Typography>
              <Table size="small" aria-labelledby={rejectedId}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('invitations.line')}</TableCell>
                    <TableCell>{t('invitations.email')}</TableCell>
                    <TableCell>{t('invitations.reason')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {result.rejected.map((row) => (
                    <TableRow key={row.line}>
                      <TableCell>{row.line}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.email ?? ''}</TableCell>
                      <TableCell>{fieldError(row.reason) ?? row.reason}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Box>
      )}
    </Paper>
  );
}

/** The invitation list, newest first, a page at a time from the server (it may hold thousands). */
function InvitationList() {
  const { t } = useTranslation();
  const headingId = useId();
  const [search, setSearch] = useState('');
  const email = useSettled(search.trim());
  // A new search starts again from the first page.
  const { page, rowsPerPage, token, setRowsPerPage, goToPage } = useKeysetPages(email);
  // A failed load is only logged (spec section 8): the table stays empty.
  const { data, isPending, isPlaceholderData } = useInvitationsPage(email, rowsPerPage, token);
  const items = data?.items ?? [];
  const nextToken = data?.nextToken ?? null;
  const count = nextToken ? -1 : page * rowsPerPage + items.length;

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId}>
      <Box sx={{ p: { xs: 2, sm: 3 }, pb: { xs: 0, sm: 0 } }}>
        <Typography variant="h2" id={headingId} gutterBottom>
          {t('invitations.listHeading')}
        </Typography>
        <TextField
          type="search"
          label={t('invitations.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          margin="dense"
          sx={{ width: { xs: '100%', sm: 360 } }}
        />
      </Box>
      <TableContainer tabIndex={0} role="region" aria-label={t('invitations.listHeading')}>
        <Table size="small" aria-labelledby={headingId} aria-busy={isPending || isPlaceholderData}>
          <TableHead>
            <TableRow>
              <TableCell>{t('invitations.email')}</TableCell>
              <TableCell>{t('invitations.pilot')}</TableCell>
              <TableCell>{t('invitations.invited')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStatusRows
              loading={isPending}
              empty={items.length === 0}
              columns={LIST_COLUMNS}
              emptyText={t('invitations.empty')}
            />
            {items.map((invitation) => (
              <TableRow key={invitation.id} hover>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{invitation.email}</TableCell>
                <TableCell>{invitation.pilotShortName}</TableCell>
                <TableCell>{formatTableDate(invitation.createdAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePager
        count={count}
        page={page}
        rowsPerPage={rowsPerPage}
        onPageChange={(value) => goToPage(value, nextToken)}
        onRowsPerPageChange={setRowsPerPage}
        nextDisabled={!nextToken || isPlaceholderData}
      />
    </Paper>
  );
}

/** Staff: import the pilot invitation list from a CSV and browse it (/invitations). */
export function InvitationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('invitations.title'));
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t('invitations.title')}
      </Typography>
      <ImportInvitations />
      <InvitationList />
    </>
  );
}
