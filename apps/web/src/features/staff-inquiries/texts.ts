import { registerTexts } from '../../i18n';

/**
 * The staff Inquiries board and inquiry detail's texts in English, under `staffInquiries`; registered
 * when the pages load, so participants never download them. Spanish: texts.es.ts.
 */
export const staffInquiriesEn = {
  board: {
    title: 'Inquiries',
    filters: 'Filters',
    category: 'Category',
    assignee: 'Assignee',
    participant: 'Participant',
    anyCategory: 'Any category',
    anyAssignee: 'Anyone',
    columnLabel: '{{status}}: {{count}} shown',
    loadMore: 'Load more',
    loadMoreIn: 'Load more in {{status}}',
    empty: 'No inquiries',
    noSubject: 'no subject',
    created: 'Created {{time}}',
    updated: 'Updated {{time}}',
    unread_one: '{{count}} unread message',
    unread_other: '{{count}} unread messages',
    moveHint:
      'To move an inquiry with the keyboard, focus its handle, press space or enter to pick it up, the arrow keys to choose a column, and space or enter to drop it; escape cancels.',
    dragHandle: 'Move inquiry {{subject}}',
    moved: 'Inquiry moved to {{status}}.',
    moveFailed: 'The inquiry could not be moved; it is back in {{status}}.',
    announce: {
      pickedUp: 'Picked up inquiry {{subject}} in column {{status}}.',
      over: 'Inquiry {{subject}} is over column {{status}}.',
      notOver: 'Inquiry {{subject}} is not over a column.',
      dropped: 'Inquiry {{subject}} was dropped in column {{status}}.',
      cancelled: 'Moving inquiry {{subject}} was cancelled; it stays in {{status}}.',
    },
  },
  statuses: {
    new: 'New',
    inProgress: 'In Progress',
    awaitingCustomerResponse: 'Awaiting Customer Response',
    responseReceived: 'Response Received',
    awaitingInternal: 'Awaiting Internal',
    closed: 'Closed',
  },
  detail: {
    title: 'Inquiry {{id}}',
    back: 'Back',
    notFound: 'Inquiry not found.',
    inquiryDetails: 'Inquiry Details',
    participantDetails: 'Participant Details',
    vehicleDetails: 'Vehicle Details',
    mroDetails: 'MRO Details',
    noParticipant: 'This inquiry is not linked to a participant.',
    noVehicle: 'No primary vehicle.',
    noMro: 'No mileage reporting device.',
    fields: {
      id: 'Id',
      category: 'Category',
      createdBy: 'Created by',
      status: 'Status',
      assignee: 'Assignee',
      subject: 'Subject',
      description: 'Description',
      created: 'Created',
      updated: 'Last updated',
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      accountNo: 'Account number',
      participantStatus: 'Account status',
      program: 'Pilot program',
      vehicle: 'Vehicle',
      vin: 'VIN',
      plate: 'License plate',
      fuel: 'Fuel type',
      mroType: 'Reporting type',
      serial: 'Serial number',
      manufacturer: 'Manufacturer',
      model: 'Model',
      firmware: 'Firmware',
      gps: 'GPS',
      shipped: 'Shipped',
      delivered: 'Delivered',
      lastReported: 'Last reported',
    },
    yes: 'Yes',
    no: 'No',
    assignToMe: 'Assign to me',
    saved: 'The inquiry was updated.',
    activity: 'Activity',
    noActivity: 'No messages yet.',
    by: {
      admin: 'Staff ({{who}})',
      participant: 'Participant',
    },
    note: 'Administrator Note',
    message: 'Message',
    emailed: 'E-mailed {{time}}',
    notEmailedYet: 'Not e-mailed yet',
    attachments: 'Attachments',
    attachment: '{{name}} ({{size}})',
    form: {
      label: 'Message',
      noteLabel: 'Note (staff only)',
      isNote: 'Administrator Note',
      send: 'Send Message',
      createNote: 'Create Note',
      sent: 'The message was sent to the participant.',
      noted: 'The note was added.',
      closed: 'This inquiry is closed; no more messages can be added to it.',
    },
  },
};

declare module '../../i18n' {
  interface FeatureTexts {
    staffInquiries: typeof staffInquiriesEn;
  }
}

registerTexts(
  { staffInquiries: staffInquiriesEn },
  { es: () => import('./texts.es').then((module) => ({ staffInquiries: module.staffInquiriesEs })) },
);
