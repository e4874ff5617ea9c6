import { describe, expect, it } from 'vitest';
import { isListedStatement, statementDownloadUrl, statementFees } from '../statements';

describe('statementDownloadUrl', () => {
  const pdfUrl = '/api/storage/statement-2026-10.pdf?t=x';

  it('offers the PDF of a statement with a balance, paid or not', () => {
    expect(statementDownloadUrl({ balance: -327, pdfUrl })).toBe(pdfUrl);
    expect(statementDownloadUrl({ balance: 0, pdfUrl })).toBe(pdfUrl);
    expect(statementDownloadUrl({ balance: 2588, pdfUrl })).toBe(pdfUrl);
  });

  it('hides it while the statement has no balance or no PDF yet', () => {
    expect(statementDownloadUrl({ balance: null, pdfUrl })).toBeNull();
    expect(statementDownloadUrl({ balance: 100, pdfUrl: null })).toBeNull();
  });
});

describe('isListedStatement', () => {
  it('lists statements e-mailed or made by the monthly run', () => {
    expect(isListedStatement({ shouldSendEmailToParticipant: false, createdBy: 'System' })).toBe(true);
    expect(isListedStatement({ shouldSendEmailToParticipant: true, createdBy: 'admin-1' })).toBe(true);
    expect(isListedStatement({ shouldSendEmailToParticipant: false, createdBy: 'admin-1' })).toBe(false);
  });
});

describe('statementFees', () => {
  it('adds the month fees', () => {
    expect(statementFees({ mbufFee: 1474, cordonFee: 500, todFee: 20, tollFee: 3 })).toBe(1997);
  });
});
