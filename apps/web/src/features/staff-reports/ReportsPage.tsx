import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/usePageTitle';
import { REPORT_NAMES } from './api';
import { ClearinghouseCard } from './ClearinghouseCard';
import { ReportCard } from './ReportCard';
import './texts';

/**
 * Staff: the Reports page (/report, staff spec section 2): the twelve report cards, each downloading a
 * CSV for whole months (columns in docs/reports.md).
 */
export function ReportsPage() {
  const { t } = useTranslation();
  usePageTitle(t('staffReports.title'));
  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('staffReports.title')}
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: 900 }}>{t('staffReports.intro')}</Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 380px), 1fr))' }}>
        {REPORT_NAMES.map((name) => (
          <ReportCard key={name} name={name} />
        ))}
        <ClearinghouseCard />
      </Box>
    </Box>
  );
}
