import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGES, setLanguage } from '../i18n';

/** EN / ES switch; the choice is remembered in localStorage and sets <html lang>. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const value = i18n.resolvedLanguage ?? currentLanguage();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      aria-label={t('language.label')}
      onChange={(_, language) => {
        if (language === 'en' || language === 'es') setLanguage(language);
      }}
      sx={{
        '& .MuiToggleButton-root': {
          color: 'common.white',
          borderColor: 'rgba(255, 255, 255, 0.7)',
          px: 1.25,
          fontWeight: 600,
          '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.15)' },
          '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'common.white', color: 'primary.main' },
        },
      }}
    >
      {LANGUAGES.map((language) => (
        <ToggleButton key={language} value={language} lang={language} title={t(`language.${language}`)}>
          {language.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
