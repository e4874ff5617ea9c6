import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { INQUIRY_CATEGORIES, supportFormSchema } from '@rc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormError } from '../../components/FormError';
import { FormTextField } from '../../components/FormTextField';
import { FormSelectField } from '../../components/form/fields';
import { RouterLink } from '../../components/RouterLink';
import { visuallyHidden } from '../../components/visuallyHidden';
import { SupportPageCreateInquiryDocument } from '../../gql/graphql';
import { accountTabPath } from '../../lib/accountTabs';
import { execute } from '../../lib/graphql';
import { DOCUMENT_LINKS, SUPPORT_PHONE, SUPPORT_TEL } from '../../lib/links';
import { useSession } from '../../lib/session';
import { useErrorText } from '../../lib/useErrorText';
import { usePageTitle } from '../../lib/usePageTitle';
import { inquiryKeys } from './api';
import './texts';
import '../../i18n/messages';

type SupportInput = z.input<typeof supportFormSchema>;
type SupportOutput = z.output<typeof supportFormSchema>;

const EMPTY: SupportInput = { category: '' as SupportInput['category'], subject: '', body: '' };

/**
 * /support (participant spec section 2): links to the FAQ and the agreements, the support form (topic,
 * subject, a message of at least 25 characters) and the phone line. A sent message becomes a
 * participant inquiry, so it shows in the Inquiries tab.
 */
export default function SupportPage() {
  const { t } = useTranslation();
  usePageTitle(t('inquiries.support.title'));
  const { session } = useSession();
  const username = session?.username ?? '';
  const queryClient = useQueryClient();
  const { apiError } = useErrorText();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const successRef = useRef<HTMLDivElement>(null);
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<SupportInput, unknown, SupportOutput>({
    resolver: zodResolver(supportFormSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });

  // The form is replaced by the confirmation: focus moves there so it is read out and the keyboard stays near.
  useEffect(() => {
    if (sent) successRef.current?.focus();
  }, [sent]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await execute(SupportPageCreateInquiryDocument, { input: { username, ...values } });
    } catch (caught) {
      setServerError(apiError(caught));
      return;
    }
    await queryClient.invalidateQueries({ queryKey: inquiryKeys.all(username) });
    reset(EMPTY);
    setSent(true);
  });

  const categoryOptions = INQUIRY_CATEGORIES.map((category) => ({
    value: category,
    label: t(`inquiries.categories.${category}`),
  }));

  return (
    <Stack spacing={3} sx={{ maxWidth: 760, mx: 'auto' }}>
      <div>
        <Typography variant="h1" gutterBottom>
          {t('inquiries.support.title')}
        </Typography>
        <Typography sx={{ mb: 1 }}>{t('inquiries.support.intro')}</Typography>
        <Typography sx={{ mb: 1 }}>
          {t('inquiries.support.faqIntro')}
          <RouterLink to="/q+and+a">{t('inquiries.support.faqLink')}</RouterLink>.
        </Typography>
        <Typography>
          {t('inquiries.support.documentsIntro')}
          <RouterLink to="/tetc">{t('inquiries.support.participantAgreement')}</RouterLink>
          {' · '}
          <Link href={DOCUMENT_LINKS.privacyPolicy} target="_blank" rel="noopener">
            {t('inquiries.support.privacyPolicy')}
            <Box component="span" sx={visuallyHidden}>
              {` ${t('common.opensInNewTab')}`}
            </Box>
          </Link>
        </Typography>
      </div>

      <Paper variant="outlined" component="section" aria-labelledby="support-form-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="support-form-title" variant="h2" gutterBottom>
          {t('inquiries.support.formTitle')}
        </Typography>
        {sent ? (
          <Box ref={successRef} tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
            <Alert severity="success" role="status" sx={{ mb: 2 }}>
              {t('messages.supportReceived')}
            </Alert>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Button variant="contained" onClick={() => setSent(false)}>
                {t('inquiries.support.another')}
              </Button>
              <RouterLink to={accountTabPath('Inquiries')}>{t('inquiries.support.seeInquiries')}</RouterLink>
            </Stack>
          </Box>
        ) : (
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            <Typography variant="body2" color="text.secondary">
              {t('inquiries.support.requiredNote')}
            </Typography>
            <FormError message={serverError} />
            <FormSelectField
              control={control}
              name="category"
              label={t('inquiries.support.topic')}
              options={categoryOptions}
              emptyLabel=""
              required
            />
            <FormTextField control={control} name="subject" label={t('inquiries.support.subject')} required />
            <FormTextField
              control={control}
              name="body"
              label={t('inquiries.support.message')}
              hint={t('messages.supportMessageHint')}
              required
              multiline
              minRows={5}
            />
            <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ mt: 2 }}>
              {isSubmitting ? t('inquiries.support.submitting') : t('inquiries.support.submit')}
            </Button>
          </form>
        )}
      </Paper>

      <Typography>
        {t('inquiries.support.phoneIntro')}
        <Link href={SUPPORT_TEL}>{SUPPORT_PHONE}</Link>.
      </Typography>
    </Stack>
  );
}
