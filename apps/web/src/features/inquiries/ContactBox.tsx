import { Box, Link, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../components/RouterLink';
import { INFO_EMAIL, INFO_MAILTO, SUPPORT_EMAIL, SUPPORT_MAILTO, SUPPORT_PHONE, SUPPORT_TEL } from '../../lib/links';
import { usePilotCalendar } from '../../lib/pilotCalendar';
import './texts';

/**
 * The contact box of the Inquiries tab (participant spec section 2): the Support page or the support
 * e-mail, the pilot's e-mail for surveys and gift cards (up to the configured amount), and the phone line.
 */
export function ContactBox({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  const pilot = usePilotCalendar();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="contact-box-title" sx={{ p: 2 }}>
      <Typography id="contact-box-title" variant="h6" component={headingLevel} gutterBottom>
        {t('inquiries.contact.title')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, '& li + li': { mt: 0.75 } }}>
        <li>
          <RouterLink to="/support">{t('inquiries.contact.supportLink')}</RouterLink>
          {' · '}
          {t('inquiries.contact.emailSupport')}
          <Link href={SUPPORT_MAILTO}>{SUPPORT_EMAIL}</Link>
        </li>
        <li>
          {t('inquiries.contact.giftCards', pilot.words)}
          <Link href={INFO_MAILTO}>{INFO_EMAIL}</Link>
        </li>
        <li>
          {t('inquiries.contact.phone')}
          <Link href={SUPPORT_TEL}>{SUPPORT_PHONE}</Link>
        </li>
      </Box>
    </Paper>
  );
}
