import { Box, Button, Card, CardActions, CardContent, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/useToast';
import { useErrorText } from '../../lib/useErrorText';
import { currentMonth, firstDayOf, lastDayOf } from './api';
import { downloadClearinghouse } from './clearinghouseApi';
import './clearinghouseTexts';

/**
 * The Clearinghouse export card of /report (docs/data-exchange.md): From and To months (whole months,
 * UTC days; default the current month) and optionally one participant; downloads the clearinghouse
 * messages as newline-delimited JSON. The button is disabled while the file loads.
 */
export function ClearinghouseCard() {
  const { t } = useTranslation();
  const toast = useToast();
  const { apiError } = useErrorText();
  const id = useId();
  const [from, setFrom] = useState(currentMonth);
  const [to, setTo] = useState(currentMonth);
  const [username, setUsername] = useState('');
  const [loading, setLoading] = useState(false);
  const problem =
    !from || !to ? t('staffClearinghouse.monthRequired') : from > to ? t('staffClearinghouse.fromAfterTo') : null;

  async function download() {
    setLoading(true);
    try {
      const filename = await downloadClearinghouse(from, to, username);
      toast.success(t('staffClearinghouse.downloaded', { filename }));
    } catch (caught) {
      toast.error(apiError(caught));
    } finally {
      setLoading(false);
    }
  }

  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={`${id}-title`}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Typography id={`${id}-title`} component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
          {t('staffClearinghouse.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('staffClearinghouse.description')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: { xs: 1.5, sm: 1 } }}>
          <TextField
            type="month"
            size="small"
            label={t('staffClearinghouse.from')}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            error={problem !== null}
            helperText={from ? t('staffClearinghouse.fromHint', { date: firstDayOf(from) }) : ' '}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="month"
            size="small"
            label={t('staffClearinghouse.to')}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            error={problem !== null}
            helperText={to ? t('staffClearinghouse.toHint', { date: lastDayOf(to) }) : ' '}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            label={t('staffClearinghouse.participant')}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            helperText={t('staffClearinghouse.participantHint')}
            slotProps={{ htmlInput: { maxLength: 300, spellCheck: false } }}
            sx={{ gridColumn: { sm: '1 / -1' } }}
          />
        </Box>
        {problem && (
          <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
            {problem}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          variant="contained"
          size="small"
          disabled={loading || problem !== null}
          onClick={download}
          aria-describedby={`${id}-title`}
        >
          {t('staffClearinghouse.download')}
        </Button>
      </CardActions>
    </Card>
  );
}
