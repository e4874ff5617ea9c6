import DownloadIcon from '@mui/icons-material/Download';
import { Box, Link, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_LINKS } from '../../../lib/links';
import { usePageTitle } from '../../../lib/usePageTitle';
import './texts';

/**
 * /tetc and /tutc: the participant agreement PDF in a frame, with a download link. /tutc is the same
 * document, titled for the eastern-coalition study.
 */
export default function AgreementDocumentPage({ variant }: { variant: 'tetc' | 'tutc' }) {
  const { t } = useTranslation();
  const title = variant === 'tutc' ? t('entry.agreement.tutcTitle') : t('entry.agreement.tetcTitle');
  usePageTitle(title);
  const href = DOCUMENT_LINKS.participantAgreement;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography variant="h1">{title}</Typography>
        {variant === 'tutc' ? <Typography>{t('entry.agreement.tutcIntro')}</Typography> : null}
        <Link
          href={href}
          download
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
        >
          <DownloadIcon fontSize="small" aria-hidden />
          {t('entry.agreement.download')}
        </Link>
        <Box
          component="iframe"
          src={href}
          title={t('entry.agreement.frameTitle')}
          sx={{ width: '100%', height: { xs: '70vh', sm: '80vh' }, border: 1, borderColor: 'divider' }}
        />
      </Stack>
    </Paper>
  );
}
