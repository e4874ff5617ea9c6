import { Box, ButtonBase, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visuallyHidden';
import { formatMoney } from '../../lib/format';
import { chartScale } from './chartScale';
import { formatMonth, localeOf } from './dashboardFormat';
import './texts';

export interface BilledMonth {
  month: string;
  statementId?: string | null;
  billedCents: number;
}

const BAR_AREA_PX = 160;

/**
 * The billed amount of each of the last six months as bars (plain HTML, no chart library): amounts
 * billed rise from the zero line and credits hang below it (chartScale); a month without a statement
 * shows an empty dashed outline and says so. Each bar is a toggle button (aria-pressed) whose name is
 * the month and its amount, so the chart reads as a list of amounts; choosing one selects that month's
 * transactions.
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
  const scale = chartScale(months, BAR_AREA_PX);

  return (
    <Box
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      sx={{ display: 'flex', alignItems: 'stretch', gap: { xs: 0.5, sm: 1.5 }, pt: 1 }}
    >
      {months.map((m, index) => {
        const isSelected = m.month === selected;
        const hasStatement = Boolean(m.statementId);
        const bar = scale.bars[index] ?? { heightPx: 0, direction: 'none' };
        const credit = hasStatement && m.billedCents < 0;
        const barColor = credit
          ? isSelected
            ? 'success.dark'
            : 'success.main'
          : isSelected
            ? 'secondary.main'
            : 'primary.main';
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
              alignItems: 'stretch',
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
            {/* DOM order gives the name "Oct 2026 $12.34 billed"; the month is shown under the bars. */}
            <Typography
              variant="caption"
              component="span"
              sx={{
                order: 4,
                mt: 0.5,
                fontWeight: isSelected ? 700 : 400,
                textDecoration: isSelected ? 'underline' : 'none',
                textAlign: 'center',
                color: 'text.primary',
              }}
            >
              {formatMonth(m.month, locale, 'short')}
            </Typography>
            {/* Above the zero line: the amount, on top of its bar when something was billed. */}
            <Box
              sx={{
                order: 1,
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'flex-end',
                alignItems: 'center',
                minHeight: scale.aboveZeroPx,
              }}
            >
              <Typography
                variant="caption"
                component="span"
                sx={{
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
                      {` ${t(credit ? 'dashboard.chart.creditSuffix' : 'dashboard.chart.billedSuffix')}`}
                    </Box>
                  </>
                ) : (
                  <>
                    {/* A short word on phones, where the words do not fit above a bar; the words stay readable. */}
                    <Box component="span" aria-hidden sx={{ display: { xs: 'inline', sm: 'none' } }}>
                      {t('dashboard.chart.noneShort')}
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
              {bar.direction === 'up' && (
                <Box
                  aria-hidden
                  data-bar="billed"
                  sx={{
                    width: '70%',
                    maxWidth: 56,
                    height: bar.heightPx,
                    bgcolor: barColor,
                    borderRadius: '4px 4px 0 0',
                  }}
                />
              )}
              {!hasStatement && (
                // No statement: an empty dashed outline, unlike a statement with nothing billed.
                <Box
                  aria-hidden
                  data-bar="none"
                  sx={{
                    width: '70%',
                    maxWidth: 56,
                    height: 24,
                    border: 1,
                    borderBottom: 0,
                    borderStyle: 'dashed',
                    borderColor: 'text.secondary',
                    borderRadius: '4px 4px 0 0',
                  }}
                />
              )}
            </Box>
            {/* The zero line. */}
            <Box aria-hidden sx={{ order: 2, mx: 'auto', width: '90%', borderTop: 1, borderColor: 'text.secondary' }} />
            {/* Below the zero line: a credit's bar. */}
            <Box
              sx={{
                order: 3,
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                height: scale.belowZeroPx,
              }}
            >
              {bar.direction === 'down' && (
                <Box
                  aria-hidden
                  data-bar="credit"
                  sx={{
                    width: '70%',
                    maxWidth: 56,
                    height: bar.heightPx,
                    bgcolor: barColor,
                    borderRadius: '0 0 4px 4px',
                  }}
                />
              )}
            </Box>
          </ButtonBase>
        );
      })}
    </Box>
  );
}
