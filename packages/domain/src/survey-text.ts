// The survey's texts apart from its schemas (survey.ts): the web app's catalogue, read on every page,
// imports these without pulling in zod.
/**
 * The eligibility survey (participant spec section 2, /survey). Answers are option keys; what is
 * stored (createSurvey) is the English question and answer text below, so staff read the same words
 * whatever language the participant used. The web app translates questions and options by these keys.
 */
const YES_NO = { yes: 'Yes', no: 'No' } as const;
/** The comfort scale: the spec names its ends and Don't know; the three middle steps are ours. */
const COMFORT = {
  veryUncomfortable: 'Very uncomfortable',
  somewhatUncomfortable: 'Somewhat uncomfortable',
  neutral: 'Neither comfortable nor uncomfortable',
  somewhatComfortable: 'Somewhat comfortable',
  veryComfortable: 'Very comfortable',
  dontKnow: "Don't know",
} as const;

export const SURVEY_TEXT = {
  vehicleType: {
    question: 'What type of vehicle do you drive most often?',
    options: {
      sedan: 'Sedan/Compact',
      suv: 'SUV/Crossover',
      pickup: 'Pick-up truck',
      van: 'Van/Wagon/Minivan',
      coupe: 'Coupe/Convertible/Sport car',
      luxury: 'Luxury car',
      commercial: 'Commercial van/truck',
      motorcycle: 'Motorcycle',
      noDrive: "I don't drive",
    },
  },
  vehicleAge: {
    question: 'What is the model year of that vehicle?',
    options: { upTo2005: 'Up to 2005', from2006: '2006 and later' },
  },
  fuelType: {
    question: 'What fuel does it use?',
    options: { gasoline: 'Gasoline', hybrid: 'Hybrid', diesel: 'Diesel', electric: 'Electric' },
  },
  driversLicense: {
    question: "Do you have a valid driver's license?",
    options: YES_NO,
  },
  manualReporting: {
    question:
      'If a reporting device cannot be used in your vehicle, are you willing to report your mileage manually (an odometer photograph once a month)?',
    options: YES_NO,
  },
  deviceComfort: {
    question: "How comfortable are you with a small monitoring device plugged into your vehicle's diagnostic port?",
    options: COMFORT,
  },
  engineDataComfort: {
    question: 'How comfortable are you with the device reading engine data (such as odometer and fuel use)?',
    options: COMFORT,
  },
} as const;
