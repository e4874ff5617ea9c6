import { Box, Button, Container, Link, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visuallyHidden';
import { DOCUMENT_LINKS } from '../../lib/links';
import { consentCookie, hasConsent } from './sessionRules';
import './texts';

/**
 * The cookie-consent banner (participant spec section 2: consent lasts 90 days). It sits in the page
 * flow under the top bar, so it never covers content or traps focus, and stays until Accept is chosen;
 * the choice is a cookie with Max-Age, so it survives closing the browser and expires after 90 days.
 */
export function CookieConsent() {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(() => hasConsent(document.cookie));
  const bannerRef = useRef<HTMLElement>(null);
  if (accepted) return null;

  const accept = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers participants use (Firefox, older Safari).
    document.cookie = consentCookie(window.location.protocol === 'https:');
    // Focus would be lost with the banner: a keyboard user continues at the page content.
    const hadFocus = bannerRef.current?.contains(document.activeElement) ?? false;
    setAccepted(true);
    if (hadFocus) document.getElementById('main')?.focus();
  };

  return (
    <Box
      component="section"
      ref={bannerRef}
      aria-label={t('sessionNotices.consentLabel')}
      sx={{ bgcolor: 'grey.100', borderBottom: 1, borderColor: 'divider', py: 1.5 }}
    >
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1.5, sm: 3 }}
          sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <Typography variant="body2" sx={{ flex: 1 }}>
            {t('sessionNotices.consentText')}{' '}
            <Link href={DOCUMENT_LINKS.privacyPolicy} target="_blank" rel="noopener">
              {t('sessionNotices.consentPrivacy')}
              <Box component="span" sx={visuallyHidden}>
                {` ${t('common.opensInNewTab')}`}
              </Box>
            </Link>
          </Typography>
          <Button variant="contained" onClick={accept} sx={{ flexShrink: 0 }}>
            {t('sessionNotices.consentAccept')}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
