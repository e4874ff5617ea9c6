import { Alert, Box, Button, LinearProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/PageLoader';
import { RouterLink } from '../../components/RouterLink';
import { useToast } from '../../components/useToast';
import { visuallyHidden } from '../../components/visuallyHidden';
import type { DataExportFieldsFragment, PrivacyCentreQuery } from '../../gql/graphql';
import { formatDate } from '../../lib/format';
import { DOCUMENT_LINKS } from '../../lib/links';
import { useSession } from '../../lib/session';
import { useErrorText } from '../../lib/useErrorText';
import { usePageTitle } from '../../lib/usePageTitle';
import { usePrivacyCentre, useRequestDataExport } from './api';
import './texts';

type Centre = PrivacyCentreQuery['getPrivacyCentre'];

/** A YYYY-MM-DD day plus `days`, as an instant at noon UTC (the same calendar day in California). */
function dayPlus(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days, 12)).toISOString();
}

/** One category: a titled card (h3) with what is held, how much now, how long it is kept and why. */
function Category({
  id,
  title,
  what,
  held,
  kept,
  why,
}: Record<'id' | 'title' | 'what' | 'held' | 'kept' | 'why', string>) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('privacy.categories.what'), what],
    [t('privacy.categories.held'), held],
    [t('privacy.categories.kept'), kept],
    [t('privacy.categories.why'), why],
  ];
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={`privacy-category-${id}`}
      sx={{ p: 2 }}
      data-testid={`privacy-${id}`}
    >
      <Typography id={`privacy-category-${id}`} variant="h3" sx={{ fontSize: '1.125rem', fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '9rem 1fr' }, gap: 0.5 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

function Categories({ centre }: { centre: Centre }) {
  const { t } = useTranslation();
  const c = centre.counts;
  const untilPilotEnd = t('privacy.retention.untilPilotEnd', {
    days: centre.pilotEndRetentionDays,
    date: formatDate(dayPlus(centre.pilotEndDate, centre.pilotEndRetentionDays)),
  });
  const location = t('privacy.retention.location', { days: centre.locationRetentionDays });
  const categories = [
    { id: 'account', held: t('privacy.categories.account.held'), kept: untilPilotEnd },
    {
      id: 'vehicles',
      held: t('privacy.categories.vehicles.held', { count: c.vehicles, connections: c.connections }),
      kept: untilPilotEnd,
    },
    { id: 'devices', held: t('privacy.categories.devices.held', { count: c.devices }), kept: untilPilotEnd },
    { id: 'trips', held: t('privacy.categories.trips.held', { count: c.trips }), kept: untilPilotEnd },
    {
      id: 'location',
      held: t('privacy.categories.location.held', { trips: c.tripsWithLocation, points: c.locationPoints }),
      kept: location,
    },
    { id: 'photos', held: t('privacy.categories.photos.held', { count: c.photos }), kept: untilPilotEnd },
    {
      id: 'payments',
      held: t('privacy.categories.payments.held', {
        statements: c.statements,
        transactions: c.transactions,
        cards: c.paymentCards,
      }),
      kept: untilPilotEnd,
    },
    {
      id: 'messages',
      held: t('privacy.categories.messages.held', { messages: c.messages, emails: c.emails }),
      kept: untilPilotEnd,
    },
  ] as const;
  return (
    <Box component="section" aria-labelledby="privacy-categories">
      <Typography id="privacy-categories" variant="h2" gutterBottom>
        {t('privacy.categories.heading')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        {categories.map((category) => (
          <Category
            key={category.id}
            id={category.id}
            title={t(`privacy.categories.${category.id}.title`)}
            what={t(`privacy.categories.${category.id}.what`)}
            held={category.held}
            kept={category.kept}
            why={t(`privacy.categories.${category.id}.why`)}
          />
        ))}
      </Box>
      <Typography sx={{ mt: 2, maxWidth: 900 }}>
        {t('privacy.retention.afterClosing', { days: centre.accountErasureDays })}
      </Typography>
    </Box>
  );
}

function ExportStatus({ exported, retentionDays }: { exported: DataExportFieldsFragment; retentionDays: number }) {
  const { t } = useTranslation();
  const staff = exported.requestedByStaff ? <Typography>{t('privacy.export.requestedByStaff')}</Typography> : null;
  switch (exported.status) {
    case 'queued':
    case 'running':
      return (
        <Stack spacing={1}>
          <Typography>
            {exported.status === 'queued' || exported.stepsTotal === 0
              ? t('privacy.export.queued')
              : t('privacy.export.running', { done: exported.stepsDone, total: exported.stepsTotal })}
          </Typography>
          <LinearProgress
            aria-label={t('privacy.export.heading')}
            variant={exported.stepsTotal ? 'determinate' : 'indeterminate'}
            value={exported.stepsTotal ? (100 * exported.stepsDone) / exported.stepsTotal : undefined}
          />
          {staff}
        </Stack>
      );
    case 'ready':
      return (
        <Stack spacing={1}>
          <Alert severity="success">{t('privacy.export.ready', { date: formatDate(exported.expiresAt) })}</Alert>
          {exported.downloadUrl && (
            <Box>
              <Button variant="outlined" href={exported.downloadUrl} download>
                {t('privacy.export.download')}
              </Button>
            </Box>
          )}
          {staff}
        </Stack>
      );
    case 'failed':
      return <Alert severity="error">{t('privacy.export.failed')}</Alert>;
    case 'deleted':
      return (
        <Typography>
          {t('privacy.export.deleted', { date: formatDate(exported.expiresAt), days: retentionDays })}
        </Typography>
      );
    default:
      return null;
  }
}

function ExportSection({ centre, username }: { centre: Centre; username: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { apiError } = useErrorText();
  const request = useRequestDataExport(username);
  const latest = centre.latestExport;
  const busy = latest?.status === 'queued' || latest?.status === 'running';
  const submit = () =>
    request.mutate(undefined, {
      onSuccess: () => toast.success(t('privacy.export.requested')),
      onError: (caught) => toast.error(apiError(caught)),
    });
  return (
    <Paper component="section" variant="outlined" aria-labelledby="privacy-export" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="privacy-export" variant="h2" gutterBottom>
        {t('privacy.export.heading')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('privacy.export.intro', { days: centre.exportRetentionDays })}</Typography>
      <Box aria-live="polite" sx={{ mb: 2 }} data-testid="privacy-export-status">
        {latest && <ExportStatus exported={latest} retentionDays={centre.exportRetentionDays} />}
      </Box>
      <Button variant="contained" onClick={submit} disabled={busy || request.isPending}>
        {request.isPending ? t('privacy.export.requesting') : t('privacy.export.request')}
      </Button>
    </Paper>
  );
}

/**
 * /privacy-centre (decision 016): what the pilot holds about the participant by category with the
 * counts the server reads for them, how long each is kept and why (the location period from the
 * configuration), what their reporting option means for GPS, the privacy policy, and the own-data
 * export with its status.
 */
export default function PrivacyCentrePage() {
  const { t } = useTranslation();
  usePageTitle(t('privacy.title'));
  const { session } = useSession();
  const username = session?.username ?? '';
  const query = usePrivacyCentre(username);
  const centre = query.data?.getPrivacyCentre;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1000, mx: 'auto' }}>
      <div>
        <Typography variant="h1" gutterBottom>
          {t('privacy.title')}
        </Typography>
        <Typography>{t('privacy.intro')}</Typography>
      </div>
      {query.isError && <Alert severity="error">{t('privacy.loadError')}</Alert>}
      {!centre && !query.isError && <PageLoader />}
      {centre && (
        <>
          <Paper component="section" variant="outlined" aria-labelledby="privacy-option" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="privacy-option" variant="h2" gutterBottom>
              {t('privacy.option.heading')}
            </Typography>
            <Typography sx={{ mb: 1 }}>{t(`privacy.option.${centre.reportingOption ?? 'none'}`)}</Typography>
            <Typography>
              {centre.counts.tripsWithLocation > 0
                ? t('privacy.option.locationHeld', { count: centre.counts.tripsWithLocation })
                : t('privacy.option.noLocationHeld')}{' '}
              {t('privacy.option.locationKept', { days: centre.locationRetentionDays })}
            </Typography>
          </Paper>
          <Categories centre={centre} />
          <ExportSection centre={centre} username={username} />
          <Paper component="section" variant="outlined" aria-labelledby="privacy-policy" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="privacy-policy" variant="h2" gutterBottom>
              {t('privacy.policy.heading')}
            </Typography>
            <Typography sx={{ mb: 1 }}>{t('privacy.policy.text')}</Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              <li>
                <RouterLink to="/tutc">{t('privacy.policy.page')}</RouterLink>
              </li>
              <li>
                <Link href={DOCUMENT_LINKS.privacyPolicy} target="_blank" rel="noopener">
                  {t('privacy.policy.pdf')}
                  <Box component="span" sx={visuallyHidden}>
                    {` ${t('common.opensInNewTab')}`}
                  </Box>
                </Link>
              </li>
            </Box>
          </Paper>
        </>
      )}
    </Stack>
  );
}
