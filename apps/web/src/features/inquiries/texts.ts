import { registerTexts } from '../../i18n';

/**
 * The inquiries texts in English, under `inquiries` (registerTexts). The Spanish ones
 * are in texts.es.ts, so English readers never download them; the spec's exact messages stay in the
 * domain `messages`.
 */
export const inquiriesEn = {
  categories: {
    'Policy Question': 'Policy Question',
    'Tech Support': 'Tech Support',
    'Account Question': 'Account Question',
    Incentives: 'Incentives',
    'Mileage Reporting': 'Mileage Reporting',
    Other: 'Other',
  },
  status: { open: 'Open', closed: 'Closed' },
  tab: {
    title: 'Inquiries',
    intro: 'Your questions to the support team and their answers, newest first. Open a row to read the conversation.',
    newInquiry: 'Send a new message',
    tableLabel: 'Your inquiries',
    columns: {
      expand: 'Details',
      category: 'Category',
      subject: 'Subject',
      created: 'Created',
      lastUpdated: 'Last Updated',
      lastUpdatedBy: 'Last Updated By',
      status: 'Status',
    },
    lastUpdatedBySystem: 'system',
    noSubject: '(no subject)',
    showActivity: 'Show the activity of "{{subject}}"',
    hideActivity: 'Hide the activity of "{{subject}}"',
    empty: 'You have not sent any inquiries yet.',
    loadError: 'Your inquiries could not be loaded. Please reload the page.',
    detailTabs: 'Inquiry details',
    activity: 'Activity',
    activityLabel: 'Activity of "{{subject}}"',
    activityLoadError: 'The activity could not be loaded. Please reload the page.',
    you: 'You',
    supportTeam: 'Support team',
    yourInquiry: 'Your inquiry',
    messageLabel: 'Message',
    messageHint: 'Write your reply to the support team.',
    send: 'Send Message',
    sending: 'Sending…',
    sent: 'Your message has been sent.',
    closedNotice: 'This inquiry is closed, so no more messages can be added to it.',
    closedHelp: 'Still need help? Send a new message from the ',
  },
  contact: {
    title: 'Contact us',
    supportLink: 'Support page',
    emailSupport: 'E-mail support: ',
    giftCards: 'Surveys and gift cards (up to {{giftCardAmount}}): ',
    phone: 'Phone: ',
  },
  support: {
    title: 'Support',
    intro:
      'Send a message to the support team. Your message will also appear in the Inquiries tab of your account, where you can follow the answer.',
    faqLink: 'Frequently Asked Questions',
    faqIntro: 'Many questions are answered in the ',
    documentsIntro: 'Pilot documents: ',
    participantAgreement: 'Participant Agreement',
    privacyPolicy: 'Privacy Policy',
    formTitle: 'Send us a message',
    topic: 'Topic',
    subject: 'Subject',
    message: 'Message',
    submit: 'Submit',
    submitting: 'Sending…',
    another: 'Send another message',
    seeInquiries: 'See your inquiries',
    phoneIntro: 'Prefer to talk? Call us at ',
    requiredNote: 'All fields are required.',
  },
  faq: {
    title: 'Frequently Asked Questions',
    intro: 'Answers to the questions participants ask most often. Select a question to show its answer.',
    moreHelp: 'Did not find your answer? ',
    supportLink: 'Send a message to Support',
    privacyLink: 'Read the Privacy Policy',
    items: {
      whoRuns: {
        question: 'Who is running this study?',
        answer:
          'The study is run by the California Department of Transportation (Caltrans) on behalf of the California State Transportation Agency, with the help of contractors who operate the mileage-reporting devices, this website and the support desk.',
      },
      whatIsMbuf: {
        question: 'What is an MBUF?',
        answer:
          'MBUF stands for Mileage-Based User Fee, also called a road charge: drivers pay for the roads according to the miles they drive instead of the gallons of fuel they buy. Because fuel taxes fall as cars use less fuel, a road charge is one way to keep paying for the roads fairly.',
      },
      realMoney: {
        question: 'Will I pay real money?',
        // PILOT_CHARGES_REAL true: answer; false: the spec's answer, answerMock.
        answer:
          'Yes. The statements of this pilot are real: each month you pay the road charge for the month before, less your fuel-tax credit, from your dashboard. Your first statement will be billed in {{firstStatementMonth}}.',
        answerMock:
          'No. The invoices in this study are mock invoices: they show what you would owe under a road charge, but no real money is collected and nothing is charged to you.',
      },
      participantRole: {
        question: 'What do I need to do as a participant?',
        answer:
          'Drive as you normally do. Keep your mileage-reporting device plugged in (or report your mileage as you chose at enrollment), look at your monthly invoices, and tell us what you think in the surveys. Contact Support if anything about your vehicle or device changes.',
      },
      duration: {
        question: 'How long does the study last?',
        answer: 'The study runs from {{startDate}} to {{endDate}}.',
      },
      device: {
        question: 'What kind of device will I use?',
        answer:
          "A small device that plugs into your vehicle's diagnostic port (OBD-II), usually under the dashboard. You choose at enrollment whether it records location (with GPS) or only the miles driven (without GPS). Without GPS all miles are counted as driven in California.",
      },
      privacy: {
        question: 'How is my privacy protected?',
        answer:
          'Your personal information is used only for the study and is never sold or shared for other purposes. Location data is kept only when you choose a device with GPS. All personal data is destroyed within 30 days of the end of the study.',
      },
    },
  },
};

declare module '../../i18n' {
  interface FeatureTexts {
    inquiries: typeof inquiriesEn;
  }
}

registerTexts(
  { inquiries: inquiriesEn },
  { es: () => import('./texts.es').then((module) => ({ inquiries: module.inquiriesEs })) },
);
