import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Link, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../components/RouterLink';
import { visuallyHidden } from '../../components/visuallyHidden';
import { DOCUMENT_LINKS } from '../../lib/links';
import { usePilotCalendar } from '../../lib/pilotCalendar';
import { usePageTitle } from '../../lib/usePageTitle';
import './texts';

/** The questions in the order of the participant spec (section 2, FAQ page). */
const QUESTIONS = ['whoRuns', 'whatIsMbuf', 'realMoney', 'participantRole', 'duration', 'device', 'privacy'] as const;

/**
 * /q+and+a: the frequently asked questions as an accordion. The answers that state the pilot's dates
 * or whether money is real follow the pilot calendar in the configuration. Each question is an h2 heading holding the
 * button that shows its answer, so both heading navigation and the keyboard reach every answer.
 */
export default function FaqPage() {
  const { t } = useTranslation();
  const pilot = usePilotCalendar();
  usePageTitle(t('inquiries.faq.title'));
  return (
    <Stack spacing={3} sx={{ maxWidth: 860, mx: 'auto' }}>
      <div>
        <Typography variant="h1" gutterBottom>
          {t('inquiries.faq.title')}
        </Typography>
        <Typography>{t('inquiries.faq.intro')}</Typography>
      </div>
      <div>
        {QUESTIONS.map((question) => {
          const summaryId = `faq-${question}-question`;
          const answerId = `faq-${question}-answer`;
          return (
            <Accordion key={question} disableGutters variant="outlined" slotProps={{ heading: { component: 'h2' } }}>
              <AccordionSummary expandIcon={<ExpandMoreIcon />} id={summaryId} aria-controls={answerId}>
                <Typography component="span" sx={{ fontWeight: 500 }}>
                  {t(`inquiries.faq.items.${question}.question`)}
                </Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Typography>
                  {question === 'realMoney' && !pilot.calendar.chargesReal
                    ? t('inquiries.faq.items.realMoney.answerMock')
                    : t(`inquiries.faq.items.${question}.answer`, pilot.words)}
                </Typography>
                {question === 'privacy' && (
                  <Typography sx={{ mt: 1 }}>
                    <Link href={DOCUMENT_LINKS.privacyPolicy} target="_blank" rel="noopener">
                      {t('inquiries.faq.privacyLink')}
                      <Box component="span" sx={visuallyHidden}>
                        {` ${t('common.opensInNewTab')}`}
                      </Box>
                    </Link>
                  </Typography>
                )}
              </AccordionDetails>
            </Accordion>
          );
        })}
      </div>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography>
          {t('inquiries.faq.moreHelp')}
          <RouterLink to="/support">{t('inquiries.faq.supportLink')}</RouterLink>.
        </Typography>
      </Paper>
    </Stack>
  );
}
