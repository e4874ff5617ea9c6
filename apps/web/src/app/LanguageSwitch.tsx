import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGES, setLanguage } from '../i18n';

/**
 * EN / ES switch; the choice is remembered in localStorage and sets <html lang>. Two toggle buttons
 * (aria-pressed) in a labelled group: the shell's own Buttons, because MUI's ToggleButtonGroup would add
 * about 2 KB gz to every first page for this one control (decision 008).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const value = i18n.resolvedLanguage ?? currentLanguage();
  return (
    <Box role="group" aria-label={t('language.label')} sx={{ display: 'inline-flex' }}>
      {LANGUAGES.map((language, index) => {
        const selected = language === value;
        return (
          <Button
            key={language}
            variant="outlined"
            size="small"
            lang={language}
            title={t(`language.${language}`)}
            aria-pressed={selected}
            onClick={() => {
              if (!selected) setLanguage(language);
            }}
            sx={{
              minWidth: 0,
              px: 1.25,
              py: '7px',
              lineHeight: 1.25,
              fontWeight: 600,
              color: selected ? 'primary.main' : 'common.white',
              bgcolor: selected ? 'common.white' : 'transparent',
              borderColor: 'rgba(255, 255, 255, 0.7)',
              // One outline between the two, as a segmented control.
              borderRadius: index === 0 ? '4px 0 0 4px' : '0 4px 4px 0',
              ml: index === 0 ? 0 : '-1px',
              '&:hover': {
                borderColor: 'common.white',
                bgcolor: selected ? 'common.white' : 'rgba(255, 255, 255, 0.15)',
              },
            }}
          >
            {language.toUpperCase()}
          </Button>
        );
      })}
    </Box>
  );
}
