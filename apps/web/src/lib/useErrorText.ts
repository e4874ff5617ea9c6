import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKeyOf } from '../i18n';
import { isApiError } from './errors';
import '../i18n/messages';

/**
 * Turns a domain schema message or an API error into text in the chosen language:
 * the message key's translation when there is one, else the server's message.
 */
export function useErrorText() {
  const { t, i18n } = useTranslation();

  const fieldError = useCallback(
    (text: string | undefined): string | undefined => {
      if (!text) return undefined;
      const key = messageKeyOf(text);
      return key ? t(`messages.${key}`) : text;
    },
    [t],
  );

  const apiError = useCallback(
    (error: unknown): string => {
      if (isApiError(error)) {
        // A key this build does not know (a newer server) falls back to the server's own message.
        if (error.messageKey && i18n.exists(`messages.${error.messageKey}`)) return t(`messages.${error.messageKey}`);
        const key = messageKeyOf(error.message);
        if (key) return t(`messages.${key}`);
        if (error.message) return error.message;
      }
      return t('messages.unexpectedError');
    },
    [t, i18n],
  );

  return { fieldError, apiError };
}
