import type { MessageKey } from '@rc/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, type StartTexts, type Widen } from './en';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
type OtherLanguage = Exclude<Language, 'en'>;

/** localStorage key of the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * The namespaces that features and shared components add with registerTexts. Each adds its own by
 * declaration merging in its texts.ts (`declare module '…/i18n' { interface FeatureTexts { … } }`), so
 * this module knows their types without importing them: features import i18n, never the reverse.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the texts modules.
export interface FeatureTexts {}

/** Every English text: the start catalogue (en.ts) and the registered namespaces. */
export type EnglishCatalogue = StartTexts & FeatureTexts;

/** Every other language has exactly the English keys (checked by tsc and a unit test). */
export type Catalogue = Widen<EnglishCatalogue>;
/** The translation of a registered namespace: the same keys as its English texts. */
export type Translation<K extends keyof FeatureTexts> = Widen<FeatureTexts[K]>;

type TextsLoader = () => Promise<object>;
/** How a set of texts is loaded in each language besides English (a chunk of its own, never on the first route). */
export type TranslationLoaders<K extends keyof FeatureTexts> = Record<
  OtherLanguage,
  () => Promise<{ [N in K]: Translation<N> }>
>;

// The start catalogue's translations first; registerTexts adds one entry per texts module as it loads.
const translationLoaders: Record<OtherLanguage, TextsLoader>[] = [
  {
    es: () =>
      import('./es').then((module) => {
        rememberMessageTexts(module.englishMessages);
        return module.es;
      }),
  },
];

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
  // i18next otherwise writes an advertisement to every participant's browser console.
  showSupportNotice: false,
  returnNull: false,
  // A component that renders before its translation arrived (a chunk not loaded through withTexts)
  // updates when it does.
  react: { bindI18nStore: 'added' },
});
applyLanguage(i18n.language);
i18n.on('languageChanged', applyLanguage);

/** The language being shown or being switched to: texts registered meanwhile load in it too. */
let wantedLanguage: Language = 'en';
const loadedTexts = new Map<TextsLoader, Promise<void>>();
const pendingTexts = new Set<Promise<void>>();

function loadTexts(language: OtherLanguage, loader: TextsLoader): Promise<void> {
  let loading = loadedTexts.get(loader);
  if (!loading) {
    loading = loader().then((texts) => {
      i18n.addResourceBundle(language, 'translation', texts, true, true);
    });
    // A failed download (offline) is tried again on the next registration or language choice.
    loading.catch(() => loadedTexts.delete(loader));
    loadedTexts.set(loader, loading);
  }
  return loading;
}

/**
 * Adds the texts of a feature (or shared component) when its module loads, before any of its components
 * renders: the English ones at once, the translation of the chosen language from its own chunk. Only the
 * texts of what a page shows are downloaded (decision 008).
 */
export function registerTexts<K extends keyof FeatureTexts>(
  english: { [N in K]: FeatureTexts[N] },
  translations: TranslationLoaders<K>,
): void {
  i18n.addResourceBundle('en', 'translation', english, true, true);
  translationLoaders.push(translations);
  if (wantedLanguage === 'en') return;
  const loading = loadTexts(wantedLanguage, translations[wantedLanguage]).catch(() => undefined);
  pendingTexts.add(loading);
  void loading.finally(() => pendingTexts.delete(loading));
}

/**
 * Settles when the translations of the texts registered so far have arrived (at once in English). Lazy
 * pages and tabs wait for it after their chunk has loaded, so a Spanish reader never sees English first.
 */
export function textsReady(): Promise<void> {
  return Promise.all([...pendingTexts]).then(() => undefined);
}

/** A lazily loaded module, once the texts its loading registered are there in the chosen language. */
export async function withTexts<T>(loading: Promise<T>): Promise<T> {
  const module = await loading;
  await textsReady();
  return module;
}

async function showLanguage(language: Language): Promise<void> {
  wantedLanguage = language;
  try {
    if (language !== 'en') {
      await Promise.all(translationLoaders.map((loaders) => loadTexts(language, loaders[language])));
    }
  } catch (error) {
    // The language shown stays; texts registered from now on need only it.
    wantedLanguage = currentLanguage();
    throw error;
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
export const initialLanguageShown: Promise<void> = showLanguage(initialLanguage())
  // The shell's feature texts registered while the catalogue loaded (main.tsx's imports) come too.
  .then(textsReady)
  .catch(() => undefined);

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

const keyByEnglishText = new Map<string, MessageKey>();

/**
 * Learns the English texts of the spec's messages (i18n/messages.ts, loaded with the pages that show
 * them and with every other language), so messageKeyOf can name the message of such a text.
 */
export function rememberMessageTexts(english: Readonly<Record<MessageKey, string>>): void {
  for (const [key, text] of Object.entries(english) as [MessageKey, string][]) {
    if (!keyByEnglishText.has(text)) keyByEnglishText.set(text, key);
  }
}

/**
 * The domain schemas and stored records speak English (the spec's exact texts); this finds the message
 * key of such a text so the page can show it in the chosen language. Before the messages are loaded
 * (an English page that shows none of its own) it answers undefined, and the English text is shown as it is.
 */
export function messageKeyOf(text: string | undefined | null): MessageKey | undefined {
  return text ? keyByEnglishText.get(text) : undefined;
}
