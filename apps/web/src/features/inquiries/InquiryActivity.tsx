import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { inquiryMessageSchema } from '@rc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormError } from '../../components/FormError';
import { FormTextField } from '../../components/FormTextField';
import { RouterLink } from '../../components/RouterLink';
import { type InquiriesTabInquiriesQuery, InquiriesTabSendMessageDocument } from '../../gql/graphql';
import { isApiError } from '../../lib/errors';
import { formatTableDateTime } from '../../lib/format';
import { execute } from '../../lib/graphql';
import { useParticipantViewMode } from '../../lib/participantView';
import { useErrorText } from '../../lib/useErrorText';
import { inquiryKeys, useInquiryMessages } from './api';
import './texts';

export type InquiryRow = InquiriesTabInquiriesQuery['getInquiriesByUsernameByStatus']['items'][number];

/** The detail tabs a participant sees (staff see more); the chosen one is kept in ?inquiryTab=. */
export const INQUIRY_DETAIL_TABS = ['Activity'] as const;
export type InquiryDetailTab = (typeof INQUIRY_DETAIL_TABS)[number];

type MessageInput = z.input<typeof inquiryMessageSchema>;
type MessageOutput = z.output<typeof inquiryMessageSchema>;

/** The reply form of an open inquiry: a message is required, and Send stays disabled until there is one. */
function MessageForm({ username, inquiryId }: { username: string; inquiryId: string }) {
  const { t } = useTranslation();
  const { apiError } = useErrorText();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentNotice, setSentNotice] = useState('');
  const {
    control,
    handleSubmit,
    reset,
    formState: { isValid, isSubmitting },
  } = useForm<MessageInput, unknown, MessageOutput>({
    resolver: zodResolver(inquiryMessageSchema),
    defaultValues: { body: '' },
    mode: 'onChange',
  });

  const onSubmit = handleSubmit(async ({ body }) => {
    setServerError(null);
    setSentNotice('');
    try {
      await execute(InquiriesTabSendMessageDocument, { input: { inquiryId, body } });
    } catch (caught) {
      setServerError(apiError(caught));
      // Closed meanwhile by staff: refresh so the form gives way to the closed notice.
      if (isApiError(caught) && caught.code === 'CONFLICT') {
        await queryClient.invalidateQueries({ queryKey: inquiryKeys.all(username) });
      }
      return;
    }
    reset({ body: '' });
    setSentNotice(t('inquiries.tab.sent'));
    await queryClient.invalidateQueries({ queryKey: inquiryKeys.all(username) });
  });

  return (
    <Box component="form" onSubmit={(event) => void onSubmit(event)} noValidate sx={{ mb: 2 }}>
      <FormError message={serverError} />
      <FormTextField
        control={control}
        name="body"
        label={t('inquiries.tab.messageLabel')}
        hint={t('inquiries.tab.messageHint')}
        required
        multiline
        minRows={3}
        margin="dense"
      />
      <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center' }}>
        <Button type="submit" variant="contained" disabled={!isValid || isSubmitting}>
          {isSubmitting ? t('inquiries.tab.sending') : t('inquiries.tab.send')}
        </Button>
        <Typography role="status" variant="body2">
          {sentNotice}
        </Typography>
      </Stack>
    </Box>
  );
}

interface ActivityEntry {
  id: string;
  fromParticipant: boolean;
  label: string;
  createdAt: string;
  body: string;
}

/**
 * The expanded part of an inquiry row: one Activity tab with the reply form (open inquiries) or a
 * short closed notice, then the conversation newest first, ending with the participant's first message.
 * Only messages are shown, never staff notes.
 */
export function InquiryActivity({
  username,
  inquiry,
  tab,
  onTabChange,
}: {
  username: string;
  inquiry: InquiryRow;
  tab: InquiryDetailTab;
  onTabChange: (tab: InquiryDetailTab) => void;
}) {
  const { t } = useTranslation();
  const { data: messages, isLoading, isError } = useInquiryMessages(username, inquiry.id);
  const closed = inquiry.participantStatus === 'closed';
  // Staff reading the participant's view see the conversation without the reply form.
  const { readOnly } = useParticipantViewMode();
  const subject = inquiry.subject || t('inquiries.tab.noSubject');
  const tabId = (name: InquiryDetailTab) => `inquiry-${inquiry.id}-tab-${name}`;
  const panelId = (name: InquiryDetailTab) => `inquiry-${inquiry.id}-panel-${name}`;

  const entries: ActivityEntry[] = [
    ...(messages ?? []).map((message) => ({
      id: message.id,
      fromParticipant: message.author === 'participant',
      label: message.author === 'participant' ? t('inquiries.tab.you') : t('inquiries.tab.supportTeam'),
      createdAt: message.createdAt,
      body: message.body ?? '',
    })),
    {
      id: `${inquiry.id}-first`,
      fromParticipant: true,
      label: t('inquiries.tab.yourInquiry'),
      createdAt: inquiry.createdAt,
      body: inquiry.body ?? '',
    },
  ];

  return (
    <Box sx={{ py: 1 }}>
      <Tabs
        value={tab}
        onChange={(_event, value: InquiryDetailTab) => onTabChange(value)}
        aria-label={t('inquiries.tab.detailTabs')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {INQUIRY_DETAIL_TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t('inquiries.tab.activity')}
            id={tabId(name)}
            aria-controls={panelId(name)}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId('Activity')} aria-labelledby={tabId('Activity')}>
        {readOnly ? null : closed ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('inquiries.tab.closedNotice')} {t('inquiries.tab.closedHelp')}
            <RouterLink to="/support">{t('inquiries.contact.supportLink')}</RouterLink>.
          </Alert>
        ) : (
          <MessageForm username={username} inquiryId={inquiry.id} />
        )}
        {isLoading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress size={28} aria-label={t('common.loading')} />
          </Box>
        ) : isError ? (
          <Alert severity="error" role="alert">
            {t('inquiries.tab.activityLoadError')}
          </Alert>
        ) : (
          <Box
            component="ol"
            aria-label={t('inquiries.tab.activityLabel', { subject })}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
          >
            {entries.map((entry) => (
              <Paper
                key={entry.id}
                component="li"
                variant="outlined"
                sx={{
                  p: 1.5,
                  // Who wrote it is said in words; the side and shade only help the eye.
                  ml: entry.fromParticipant ? { sm: 6 } : 0,
                  mr: entry.fromParticipant ? 0 : { sm: 6 },
                  bgcolor: entry.fromParticipant ? 'background.paper' : 'action.hover',
                  borderLeft: entry.fromParticipant ? undefined : 4,
                  borderLeftColor: entry.fromParticipant ? undefined : 'primary.main',
                }}
              >
                <Typography variant="subtitle2" component="p">
                  {entry.label}
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' · '}
                    <time dateTime={entry.createdAt}>{formatTableDateTime(entry.createdAt)}</time>
                  </Typography>
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>{entry.body}</Typography>
              </Paper>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
