import { isMessageKey, type MessageKey, messages } from '@rc/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Catalogue, en, type FeatureTexts } from './en';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** localStorage key of the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'language';

// Spanish is a chunk of its own, loaded when chosen: English readers never download it.
const catalogueLoaders: Record<Exclude<Language, 'en'>, () => Promise<Catalogue>> = {
  es: () => import('./es').then((module) => module.es),
};

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** The remembered choice, else the browser's preference, else English. */
export function initialLanguage(): Language {
  const stored = storedLanguage();
  if (stored) return stored;
  const browser = typeof navigator === 'undefined' ? '' : navigator.language.slice(0, 2).toLowerCase();
  return isLanguage(browser) ? browser : 'en';
}

function applyLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
applyLanguage(i18n.language);
i18n.on('languageChanged', applyLanguage);

/**
 * Adds texts of a feature used only on its own pages (see FeatureTexts in en.ts); its texts.ts calls this
 * when it loads, before any of the feature's components renders.
 */
export function addEnglishTexts(texts: Partial<FeatureTexts>): void {
  i18n.addResourceBundle('en', 'translation', texts, true, true);
}

async function showLanguage(language: Language): Promise<void> {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await catalogueLoaders[language]());
  }
  await i18n.changeLanguage(language);
}

/** Switch language (loading its catalogue first), remember it and set `<html lang>`. */
export function setLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be unavailable (private mode): the choice then lasts for this page only.
  }
  // If the catalogue cannot load (offline), the page stays in the language shown; choosing again retries.
  void showLanguage(language).catch(() => undefined);
}

/**
 * Settles once the remembered or preferred language is shown (at once for English); main.tsx renders
 * after it, so a Spanish reader never sees English first. If the catalogue cannot load, English stays.
 */
export const initialLanguageShown: Promise<void> = showLanguage(initialLanguage()).catch(() => undefined);

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

const keyByEnglishText = new Map<string, MessageKey>();
for (const [key, text] of Object.entries(messages)) {
  if (isMessageKey(key) && !keyByEnglishText.has(text)) keyByEnglishText.set(text, key);
}

/**
 * The domain schemas speak English (the spec's exact texts); this finds the message key of such a
 * text so the form can show it in the chosen language.
 */
export function messageKeyOf(text: string | undefined | null): MessageKey | undefined {
  return text ? keyByEnglishText.get(text) : undefined;
}
