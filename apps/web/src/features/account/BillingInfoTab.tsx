import CreditCard from '@mui/icons-material/CreditCard';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Star from '@mui/icons-material/Star';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SavedCard, useSavedCards } from '../../components/payment-card/api';
import { CardEntry, SavedCardsNote } from '../../components/payment-card/CardEntry';
import { brandName } from '../../components/payment-card/cardLabel';
import { useToast } from '../../components/useToast';
import { visuallyHidden } from '../../components/visuallyHidden';
import { AccountDeletePaymentCardDocument } from '../../gql/graphql';
import type { AccountTabProps } from '../../lib/accountTabs';
import { useConfiguration } from '../../lib/configuration';
import { execute } from '../../lib/graphql';
import { useParticipantViewMode } from '../../lib/participantView';
import { useErrorText } from '../../lib/useErrorText';
import './tabTexts';
import './texts';
import '../../i18n/messages';

/**
 * Billing Info tab (participant spec 'Billing Info', sections 5, 8 and 9): the saved cards (alias or
 * brand with the last four, 'Expires on month/year', the default marker, an expired notice, Delete with
 * a confirmation), the info note, and adding a card through the provider's widget or the manual form
 * (CardEntry, as in enrolment; at most three cards). With PAYMENTS_ALLOWED off the tab says payment
 * methods are disabled and offers no new card; saved cards can still be deleted.
 */
export default function BillingInfoTab({ username }: AccountTabProps) {
  const { t } = useTranslation();
  const { apiError } = useErrorText();
  const toast = useToast();
  const configuration = useConfiguration();
  const paymentsAllowed = configuration.isTrue('PAYMENTS_ALLOWED');
  // Staff reading the participant's view neither add nor delete cards here (their Payments tab can add one).
  const { readOnly } = useParticipantViewMode();
  const [entryKey, setEntryKey] = useState(0);
  const [toDelete, setToDelete] = useState<SavedCard | null>(null);
  const [deleting, setDeleting] = useState(false);
  const listHeadingId = useId();
  const dialogTitleId = useId();
  const dialogTextId = useId();
  const { data: cards = [], isLoading, isError, refetch } = useSavedCards(username);

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await execute(AccountDeletePaymentCardDocument, { input: { id: toDelete.id, username } });
      toast.success(t('accountTabs.billing.deleted', { last4: toDelete.last4 ?? '' }));
      setToDelete(null);
    } catch (caught) {
      // Server errors of card operations show in a red toast (spec section 8).
      toast.error(apiError(caught));
    } finally {
      setDeleting(false);
    }
    await refetch();
  };

  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t('accountTabs.billing.heading')}
      </Typography>
      {!paymentsAllowed && (
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          {t('messages.paymentsDisabled')}
        </Alert>
      )}
      <Typography id={listHeadingId} component="h2" variant="h5" gutterBottom>
        {t('accountTabs.billing.cardsHeading')}
      </Typography>
      {isError ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          {t('account.loadFailed')}
        </Alert>
      ) : isLoading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      ) : cards.length === 0 ? (
        <Typography sx={{ mb: 3 }}>{t('accountTabs.billing.noCards')}</Typography>
      ) : (
        <List aria-labelledby={listHeadingId} sx={{ mb: 2 }}>
          {cards.map((card) => (
            <ListItem key={card.id} disableGutters sx={{ display: 'block' }}>
              <CardRow card={card} onDelete={readOnly ? undefined : () => setToDelete(card)} />
            </ListItem>
          ))}
        </List>
      )}
      <SavedCardsNote />
      {paymentsAllowed && !readOnly && (
        <>
          <Typography component="h2" variant="h5" gutterBottom sx={{ mt: 3 }}>
            {t('accountTabs.billing.addHeading')}
          </Typography>
          <Typography sx={{ mb: 2 }}>{t('messages.paymentDetailsPrompt')}</Typography>
          {!isLoading && (
            <CardEntry
              // A fresh entry after each saved card (the widget closes, the form empties).
              key={entryKey}
              username={username}
              cardCount={cards.length}
              onSaved={async () => {
                setEntryKey((k) => k + 1);
                await refetch();
              }}
            />
          )}
        </>
      )}
      <Dialog
        open={toDelete !== null}
        onClose={() => !deleting && setToDelete(null)}
        aria-labelledby={dialogTitleId}
        aria-describedby={dialogTextId}
      >
        <DialogTitle id={dialogTitleId}>{t('accountTabs.billing.deleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={dialogTextId}>
            {t('accountTabs.billing.deleteBody', { last4: toDelete?.last4 ?? '' })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setToDelete(null)} disabled={deleting} autoFocus>
            {t('accountTabs.billing.cancel')}
          </Button>
          <Button color="error" variant="contained" onClick={() => void confirmDelete()} loading={deleting}>
            {t('accountTabs.billing.deleteConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** One saved card: alias or brand, the masked last four, the expiry, the default and expired markers, Delete. */
function CardRow({ card, onDelete }: { card: SavedCard; onDelete?: () => void }) {
  const { t } = useTranslation();
  const name = card.alias?.trim() || brandName(t, card.brand);
  const month = card.expirationMonth ? String(card.expirationMonth).padStart(2, '0') : '';
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CreditCard color="action" aria-hidden />
          <Box>
            <Typography sx={{ fontWeight: 600 }}>
              {name}{' '}
              <Box component="span" aria-hidden sx={{ letterSpacing: 1 }}>
                ••••
              </Box>
              <Box component="span" sx={visuallyHidden}>
                {t('accountTabs.billing.endingIn')}
              </Box>{' '}
              {card.last4}
            </Typography>
            {card.expirationYear && (
              <Typography variant="body2" color="text.secondary">
                {t('accountTabs.billing.expiresOn', { month, year: card.expirationYear })}
              </Typography>
            )}
            {card.isExpired && (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'error.main', mt: 0.5 }}>
                <ErrorOutlined fontSize="small" aria-hidden />
                <Typography variant="body2" sx={{ color: 'error.main', fontWeight: 600 }}>
                  {t('messages.cardExpired')}
                </Typography>
              </Stack>
            )}
          </Box>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {card.isDefault && (
            <Chip icon={<Star aria-hidden />} label={t('accountTabs.billing.default')} color="primary" size="small" />
          )}
          {onDelete && (
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteOutlined aria-hidden />}
              onClick={onDelete}
              aria-label={t('accountTabs.billing.deleteLabel', { last4: card.last4 ?? '' })}
            >
              {t('accountTabs.billing.delete')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
