import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { EntryEmailCheckDocument } from '../../gql/graphql';
import { execute } from '../../lib/graphql';
import { useErrorText } from '../../lib/useErrorText';
import '../../i18n/messages';

/**
 * The check before Create Account (participant spec sections 4 and 8): emailCheck answers closed →
 * 'Pilot is closed.', not eligible → the not-eligible message. Returns null when the address may
 * sign up, otherwise the translated message to show (a failed call shows its error text).
 *
 * Use in the Create Account step's submit, before signUp:
 *   const checkEmail = useEmailEligibility();
 *   const refusal = await checkEmail(credentials.email);
 *   if (refusal) { setError(refusal); return; }
 */
export function useEmailEligibility(): (email: string) => Promise<string | null> {
  const { t } = useTranslation();
  const { apiError } = useErrorText();
  return useCallback(
    async (email: string) => {
      try {
        const { emailCheck } = await execute(EntryEmailCheckDocument, { input: { email: email.trim().toLowerCase() } });
        if (emailCheck.closed) return t('messages.pilotClosed');
        if (!emailCheck.eligible) return t('messages.emailNotEligible');
        return null;
      } catch (caught) {
        return apiError(caught);
      }
    },
    [t, apiError],
  );
}
