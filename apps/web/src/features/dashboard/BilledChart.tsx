import { Box, ButtonBase, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visuallyHidden';
import { formatMoney } from '../../lib/format';
import { formatMonth, localeOf } from './dashboardFormat';
import './texts';

export interface BilledMonth {
  month: string;
  statementId?: string | null;
  billedCents: number;
}

const BAR_AREA_PX = 160;

/**
 * The billed amount of each of the last six months as bars (plain HTML, no chart library). Each bar is
 * a toggle button (aria-pressed) whose name is the month and its amount, so the chart reads as a list
 * of amounts; choosing one selects that month's transactions.
 */
export function BilledChart({
  months,
  selected,
  onSelect,
  labelledBy,
  describedBy,
}: {
  months: readonly BilledMonth[];
  selected: string | null;
  onSelect: (month: string) => void;
  labelledBy: string;
  describedBy: string;
}) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const highest = Math.max(0, ...months.map((m) => m.billedCents));

  return (
    <Box
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      sx={{ display: 'flex', alignItems: 'stretch', gap: { xs: 0.5, sm: 1.5 }, pt: 1 }}
    >
      {months.map((m) => {
        const isSelected = m.month === selected;
        const hasStatement = Boolean(m.statementId);
        const heightPx = highest > 0 && m.billedCents > 0 ? Math.max(4, (m.billedCents / highest) * BAR_AREA_PX) : 0;
        return (
          <ButtonBase
            key={m.month}
            aria-pressed={isSelected}
            onClick={() => onSelect(m.month)}
            focusRipple
            sx={{
              flex: '1 1 0',
              minWidth: 0,
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'flex-end',
              alignItems: 'center',
              px: 0.5,
              py: 1,
              borderRadius: 1,
              border: 2,
              // The selected bar is framed and its month underlined, not only recoloured.
              borderColor: isSelected ? 'primary.main' : 'transparent',
              bgcolor: isSelected ? 'action.selected' : 'transparent',
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            {/* DOM order gives the name "Oct 2026 $12.34 billed"; the amount is shown above the bar. */}
            <Typography
              variant="caption"
              component="span"
              sx={{
                order: 3,
                mt: 0.5,
                fontWeight: isSelected ? 700 : 400,
                textDecoration: isSelected ? 'underline' : 'none',
                textAlign: 'center',
                color: 'text.primary',
              }}
            >
              {formatMonth(m.month, locale, 'short')}
            </Typography>
            <Typography
              variant="caption"
              component="span"
              sx={{
                order: 1,
                mb: 0.5,
                textAlign: 'center',
                overflowWrap: 'anywhere',
                fontSize: { xs: '0.7rem', sm: '0.75rem' },
                color: hasStatement ? 'text.primary' : 'text.secondary',
              }}
            >
              {hasStatement ? (
                <>
                  {formatMoney(m.billedCents)}
                  <Box component="span" sx={visuallyHidden}>
                    {` ${t('dashboard.chart.billedSuffix')}`}
                  </Box>
                </>
              ) : (
                <>
                  {/* A dash on phones, where the words do not fit above a bar; the words stay readable. */}
                  <Box component="span" aria-hidden sx={{ display: { xs: 'inline', sm: 'none' } }}>
                    –
                  </Box>
                  <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                    {t('dashboard.chart.none')}
                  </Box>
                  <Box component="span" sx={{ ...visuallyHidden, display: { xs: 'inline', sm: 'none' } }}>
                    {t('dashboard.chart.none')}
                  </Box>
                </>
              )}
            </Typography>
            <Box
              aria-hidden
              sx={{
                order: 2,
                width: '70%',
                maxWidth: 56,
                height: heightPx,
                bgcolor: isSelected ? 'secondary.main' : 'primary.main',
                borderRadius: '4px 4px 0 0',
              }}
            />
            <Box aria-hidden sx={{ order: 2, width: '90%', borderTop: 1, borderColor: 'text.secondary' }} />
          </ButtonBase>
        );
      })}
    </Box>
  );
}
