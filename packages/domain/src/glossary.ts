/**
 * The product's terms in both languages: one Spanish wording for each idea, wherever the portal, the
 * console, the e-mails or the statement PDF say it. A text whose English names a term must use the
 * term's Spanish wording in its translation (`glossaryViolations`, run over every catalogue by tests).
 * English may name a term more than one way where the spec does ("gas tax", "fuel tax").
 */
export interface GlossaryTerm {
  /** What the term means in the product. */
  meaning: string;
  /** The English ways of naming it (placeholders are taken out of a text before matching). */
  en: RegExp;
  /** The Spanish wording, as written in a sentence. */
  es: string;
  /** What a correct Spanish text contains: the wording with its plural or capital forms. */
  esPattern: RegExp;
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    meaning: 'The per-mile charge the pilot bills, and the programme named after it.',
    en: /\broad[- ](usage )?charges?\b/i,
    es: 'cargo vial',
    esPattern: /\bcargos? viale?s?\b/i,
  },
  {
    meaning: 'The state tax on fuel bought, credited back against the road charge.',
    en: /\b(fuel|gas)[- ]tax(es)?\b/i,
    es: 'impuesto al combustible',
    esPattern: /\bimpuestos? (al|sobre el) combustible\b/i,
  },
  {
    meaning: 'A credit balance: more credited than charged, owed to the participant.',
    en: /\bcredit balance\b/i,
    es: 'saldo a favor',
    esPattern: /\bsaldos? a favor\b/i,
  },
  {
    meaning: "A month's bill.",
    en: /\bstatements?\b/i,
    es: 'estado de cuenta',
    esPattern: /\bestados?(\(s\))? de cuenta\b/i,
  },
  {
    meaning: 'An odometer reading reported with a photo (the manual option).',
    en: /\bmileage reports?\b/i,
    es: 'informe de millaje',
    esPattern: /\binformes? de millaje\b/i,
  },
  {
    meaning: 'A trip driven and recorded.',
    en: /\btrips?\b/i,
    es: 'viaje',
    esPattern: /\bviajes?\b/i,
  },
  {
    meaning: 'The instrument showing the distance a vehicle has travelled.',
    en: /\bodometers?\b/i,
    es: 'odómetro',
    esPattern: /\bodómetros?\b/i,
  },
  {
    meaning: 'A plug-in device that reports miles.',
    en: /\bdevices?\b/i,
    es: 'dispositivo',
    esPattern: /\bdispositivos?\b/i,
  },
  {
    meaning: 'A question or request from a participant to support.',
    en: /\binquir(y|ies)\b/i,
    es: 'consulta',
    esPattern: /\bconsultas?\b/i,
  },
  {
    meaning: 'A driver enrolled in the pilot.',
    en: /\bparticipants?\b(?!#)/i,
    es: 'participante',
    esPattern: /\bparticipantes?\b/i,
  },
  {
    meaning: 'A road whose use is charged per passage.',
    en: /\btolls?\b/i,
    es: 'peaje',
    esPattern: /\bpeajes?\b/i,
  },
  {
    meaning: 'A zone whose entry is charged.',
    en: /\bcordons?\b/i,
    es: 'cordón',
    esPattern: /\bcord(ón|ones)\b/i,
  },
  {
    meaning: 'A car registered in the pilot.',
    en: /\bvehicles?\b/i,
    es: 'vehículo',
    esPattern: /\bvehículos?\b/i,
  },
  {
    meaning: 'A challenge of a charge by the participant.',
    en: /\bdisputes?\b/i,
    es: 'disputa',
    esPattern: /\bdisputas?\b/i,
  },
];

/**
 * Texts whose English names a term in another sense, or as a code the reader types: kept out of the
 * check, each with its reason.
 */
export const GLOSSARY_EXCEPTIONS: Readonly<Record<string, string>> = {
  'messages.rateKindInvalid': 'names the API values mroRate, cordon, tod and toll, which are typed as they are',
};

/** A text's placeholders ({{name}} for i18next, {name} in e-mails) say nothing of its words. */
const withoutPlaceholders = (text: string) => text.replace(/\{\{[^}]*\}\}|\{[^}]*\}/g, ' ');

/**
 * The texts (by key) whose English names a glossary term that their Spanish does not say the glossary's
 * way: "key: term, Spanish text".
 */
export function glossaryViolations(pairs: Iterable<readonly [key: string, en: string, es: string]>): string[] {
  const out: string[] = [];
  for (const [key, en, es] of pairs) {
    if (key in GLOSSARY_EXCEPTIONS) continue;
    const english = withoutPlaceholders(en);
    const spanish = withoutPlaceholders(es);
    for (const term of GLOSSARY) {
      if (term.en.test(english) && !term.esPattern.test(spanish))
        out.push(`${key}: "${term.es}" for ${term.en}: ${es}`);
    }
  }
  return out;
}
