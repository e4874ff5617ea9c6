import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { APP_VERSION, PROGRAM_NAME } from '@rc/domain';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../components/visuallyHidden';
import { DOCUMENT_LINKS } from '../lib/links';

export function Footer() {
  const { t } = useTranslation();
  const documentLink = (href: string, label: string) => (
    <Link href={href} target="_blank" rel="noopener">
      {label}
      <Box component="span" sx={visuallyHidden}>
        {` ${t('common.opensInNewTab')}`}
      </Box>
    </Link>
  );
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 2 }}>
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 3 }}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography variant="body2">
            {t('footer.copyright', { year: new Date().getFullYear(), program: PROGRAM_NAME })}
          </Typography>
          <Stack direction="row" spacing={3} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            <li>{documentLink(DOCUMENT_LINKS.participantAgreement, t('footer.participantAgreement'))}</li>
            <li>{documentLink(DOCUMENT_LINKS.privacyPolicy, t('footer.privacyPolicy'))}</li>
          </Stack>
          <Typography variant="body2">{t('footer.version', { version: APP_VERSION })}</Typography>
        </Stack>
      </Container>
    </Box>
  );
}
