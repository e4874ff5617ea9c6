import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  IconButton,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { ParticipantInquiryStatus } from '@rc/domain';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLinkBase, useSearchParams } from 'react-router';
import { TableStatusRows } from '../../components/TableStatusRows';
import { visuallyHidden } from '../../components/visuallyHidden';
import type { AccountTabProps } from '../../lib/accountTabs';
import { formatTableDateTime } from '../../lib/format';
import { useParticipantViewMode } from '../../lib/participantView';
import { usePageTitle } from '../../lib/usePageTitle';
import { useInquiries } from './api';
import { ContactBox } from './ContactBox';
import { INQUIRY_DETAIL_TABS, InquiryActivity, type InquiryDetailTab, type InquiryRow } from './InquiryActivity';
import './texts';

/**
 * The expanded inquiry and its detail tab live in their own URL parameters: ?tab= already names the
 * account tab (Inquiries), so the row is ?inquiry={id} and its tab ?inquiryTab=Activity.
 */
const INQUIRY_PARAM = 'inquiry';
const DETAIL_TAB_PARAM = 'inquiryTab';

const isDetailTab = (value: string | null): value is InquiryDetailTab =>
  (INQUIRY_DETAIL_TABS as readonly (string | null)[]).includes(value);

/** Open or closed in words, with a shade that only repeats it. */
function StatusChip({ status }: { status: ParticipantInquiryStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      label={t(`inquiries.status.${status}`)}
      color={status === 'open' ? 'primary' : 'default'}
      variant={status === 'open' ? 'filled' : 'outlined'}
    />
  );
}

function ExpandButton({
  inquiry,
  expanded,
  controls,
  onToggle,
}: {
  inquiry: InquiryRow;
  expanded: boolean;
  controls: string;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const subject = inquiry.subject || t('inquiries.tab.noSubject');
  return (
    <IconButton
      onClick={onToggle}
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      aria-label={
        expanded ? t('inquiries.tab.hideActivity', { subject }) : t('inquiries.tab.showActivity', { subject })
      }
    >
      {expanded ? <ExpandLess /> : <ExpandMore />}
    </IconButton>
  );
}

/**
 * The Inquiries tab (participant spec section 2): the participant's inquiries newest first with
 * category, subject, created, last updated, last updated by (always 'system') and status as the
 * participant sees it (open or closed). A row opens to its activity; the contact box follows.
 */
export default function InquiriesTab({ username }: AccountTabProps) {
  const { t } = useTranslation();
  usePageTitle(t('inquiries.tab.title'));
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [searchParams, setSearchParams] = useSearchParams();
  const { data: inquiries, isLoading, isError } = useInquiries(username);
  // Staff reading the participant's view: no new inquiry from here, and their own extra columns.
  const { readOnly, inquiryColumns: staffColumns = [] } = useParticipantViewMode();

  const expandedId = searchParams.get(INQUIRY_PARAM);
  const requestedTab = searchParams.get(DETAIL_TAB_PARAM);
  const detailTab: InquiryDetailTab = isDetailTab(requestedTab) ? requestedTab : 'Activity';

  const setExpanded = (id: string | null, tab: InquiryDetailTab = 'Activity') =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (id) {
          next.set(INQUIRY_PARAM, id);
          next.set(DETAIL_TAB_PARAM, tab);
        } else {
          next.delete(INQUIRY_PARAM);
          next.delete(DETAIL_TAB_PARAM);
        }
        return next;
      },
      { replace: true },
    );

  const rows = inquiries ?? [];
  const detailId = (inquiry: InquiryRow) => `inquiry-${inquiry.id}-details`;
  const activity = (inquiry: InquiryRow) => (
    <InquiryActivity
      username={username}
      inquiry={inquiry}
      tab={detailTab}
      onTabChange={(tab) => setExpanded(inquiry.id, tab)}
    />
  );
  const toggle = (inquiry: InquiryRow) => setExpanded(expandedId === inquiry.id ? null : inquiry.id);
  const category = (inquiry: InquiryRow) =>
    inquiry.category ? t(`inquiries.categories.${inquiry.category}`, { defaultValue: inquiry.category }) : '';

  const columns = [
    t('inquiries.tab.columns.category'),
    t('inquiries.tab.columns.subject'),
    t('inquiries.tab.columns.created'),
    t('inquiries.tab.columns.lastUpdated'),
    t('inquiries.tab.columns.lastUpdatedBy'),
    t('inquiries.tab.columns.status'),
    ...staffColumns.map((column) => column.header),
  ];

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1" gutterBottom>
          {t('inquiries.tab.title')}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Typography>{t('inquiries.tab.intro')}</Typography>
          {!readOnly && (
            <Button component={RouterLinkBase} to="/support" variant="contained" sx={{ flexShrink: 0 }}>
              {t('inquiries.tab.newInquiry')}
            </Button>
          )}
        </Stack>
      </div>

      {isError && (
        <Alert severity="error" role="alert">
          {t('inquiries.tab.loadError')}
        </Alert>
      )}

      {compact ? (
        // On narrow screens each inquiry is a card: a seven-column table would need sideways scrolling.
        <Box component="section" aria-label={t('inquiries.tab.tableLabel')}>
          {isLoading ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
              <CircularProgress size={32} aria-label={t('common.loading')} />
            </Box>
          ) : rows.length === 0 ? (
            !isError && <Typography>{t('inquiries.tab.empty')}</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
              {rows.map((inquiry) => {
                const expanded = expandedId === inquiry.id;
                return (
                  <Paper key={inquiry.id} component="li" variant="outlined" sx={{ p: 2 }}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                      <Typography variant="h6" component="h2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
                        {inquiry.subject || t('inquiries.tab.noSubject')}
                      </Typography>
                      <ExpandButton
                        inquiry={inquiry}
                        expanded={expanded}
                        controls={detailId(inquiry)}
                        onToggle={() => toggle(inquiry)}
                      />
                    </Stack>
                    <Box
                      component="dl"
                      sx={{
                        display: 'grid',
                        gridTemplateColumns: 'auto 1fr',
                        columnGap: 2,
                        rowGap: 0.5,
                        m: 0,
                        '& dt': { color: 'text.secondary' },
                        '& dd': { m: 0 },
                      }}
                    >
                      <dt>{columns[0]}</dt>
                      <dd>{category(inquiry)}</dd>
                      <dt>{columns[2]}</dt>
                      <dd>{formatTableDateTime(inquiry.createdAt)}</dd>
                      <dt>{columns[3]}</dt>
                      <dd>{formatTableDateTime(inquiry.updatedAt)}</dd>
                      <dt>{columns[4]}</dt>
                      <dd>{t('inquiries.tab.lastUpdatedBySystem')}</dd>
                      <dt>{columns[5]}</dt>
                      <dd>
                        <StatusChip status={inquiry.participantStatus} />
                      </dd>
                      {staffColumns.map((column) => (
                        <Fragment key={column.id}>
                          <dt>{column.header}</dt>
                          <dd>{column.cell(inquiry.id)}</dd>
                        </Fragment>
                      ))}
                    </Box>
                    {expanded && (
                      <Box id={detailId(inquiry)} sx={{ mt: 1 }}>
                        {activity(inquiry)}
                      </Box>
                    )}
                  </Paper>
                );
              })}
            </Box>
          )}
        </Box>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={t('inquiries.tab.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Box component="span" sx={visuallyHidden}>
                    {t('inquiries.tab.columns.expand')}
                  </Box>
                </TableCell>
                {columns.map((column) => (
                  <TableCell key={column}>{column}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              <TableStatusRows
                loading={isLoading}
                empty={!isError && rows.length === 0}
                columns={columns.length + 1}
                emptyText={t('inquiries.tab.empty')}
              />
              {rows.map((inquiry) => {
                const expanded = expandedId === inquiry.id;
                return (
                  <Fragment key={inquiry.id}>
                    <TableRow hover selected={expanded} sx={expanded ? { '& > td': { borderBottom: 0 } } : undefined}>
                      <TableCell padding="checkbox">
                        <ExpandButton
                          inquiry={inquiry}
                          expanded={expanded}
                          controls={detailId(inquiry)}
                          onToggle={() => toggle(inquiry)}
                        />
                      </TableCell>
                      <TableCell>{category(inquiry)}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>
                        {inquiry.subject || t('inquiries.tab.noSubject')}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTableDateTime(inquiry.createdAt)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTableDateTime(inquiry.updatedAt)}</TableCell>
                      <TableCell>{t('inquiries.tab.lastUpdatedBySystem')}</TableCell>
                      <TableCell>
                        <StatusChip status={inquiry.participantStatus} />
                      </TableCell>
                      {staffColumns.map((column) => (
                        <TableCell key={column.id}>{column.cell(inquiry.id)}</TableCell>
                      ))}
                    </TableRow>
                    {expanded && (
                      <TableRow id={detailId(inquiry)}>
                        <TableCell colSpan={columns.length + 1} sx={{ px: 3 }}>
                          {activity(inquiry)}
                        </TableCell>
                      </TableRow>
                    )}
                  </Fragment>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}

      <ContactBox />
    </Stack>
  );
}
