import PDFDocument from 'pdfkit';
import { STATEMENT_PDF_TEXTS, type StatementLanguage } from './statement-pdf-texts.js';

/**
 * The statement PDF (pdfkit, built-in Helvetica so no font files are read): a utility-style bill with
 * an account summary, charges by fee type, per-vehicle and per-state tables, adjustments, how to pay and
 * a payment coupon. Input is plain data (amounts in cents, distances in km, fuel in litres) so it can be
 * rendered in a worker thread. Its words are the participant's language (statement-pdf-texts.ts).
 */
export interface StatementPdfData {
  language: StatementLanguage;
  programmeName: string;
  planName: string | null;
  statementId: string;
  accountNo: string;
  name: string;
  addressLines: string[];
  email: string;
  monthLabel: string;
  periodLabel: string;
  issueDate: string;
  dueDate: string;
  mileageUnit: string;
  fuelUnit: string;
  trips: number;
  mileage: number;
  fuel: number;
  fees: {
    mbufFee: number;
    cordonFee: number;
    todFee: number;
    tollFee: number;
    fuelTaxCredit: number;
    rifFee: number;
    totalNewMileageFee: number;
    totalNewAdjCharges: number;
    totalNewChages: number;
    carryoverBalance: number;
    balance: number;
  };
  vehicles: {
    label: string;
    detail: string;
    mileage: number;
    fuel: number;
    mileageFee: number;
    fuelFee: number;
    net: number;
  }[];
  states: {
    vehicleLabel: string;
    stateCode: string;
    publicMileage: number;
    privateMileage: number;
    publicFuel: number;
    privateFuel: number;
    mileageFee: number;
    fuelFee: number;
    otherFees: number;
    net: number;
  }[];
  adjustments: {
    date: string;
    description: string;
    mileage: number;
    mileageFee: number;
    fuel: number;
    fuelFee: number;
    net: number;
  }[];
  note: string | null;
  /** The pilot calendar (configuration): its days as words, and whether the charges are real money. */
  pilot: { startDate: string; endDate: string; chargesReal: boolean };
}

const COLORS = {
  brand: '#0b3d6e',
  accent: '#f2a900',
  ink: '#1f2933',
  muted: '#5f6b7a',
  rule: '#c9d2dc',
  band: '#eef3f8',
  credit: '#1b7a3a',
};

const PAGE = { width: 612, height: 792, margin: 40 };
const CONTENT = PAGE.width - PAGE.margin * 2;

/** $1,234.56 / -$1.00 (no Intl: it is the slowest part of rendering thousands of statements). */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}$${groupThousands(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

function groupThousands(whole: number): string {
  const digits = String(whole);
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ',';
    out += digits[i];
  }
  return out;
}

function fixed(value: number, decimals: number): string {
  const scale = 10 ** decimals;
  const rounded = Math.round(Math.abs(value) * scale);
  const whole = Math.floor(rounded / scale);
  const fraction = String(rounded % scale).padStart(decimals, '0');
  return `${value < 0 && rounded > 0 ? '-' : ''}${groupThousands(whole)}.${fraction}`;
}

const distance = (km: number, unit: string) => fixed(unit === 'mi' ? km * 0.6213711922373338 : km, 1);
const volume = (litres: number, unit: string) => fixed(unit === 'gal' ? litres * 0.264172 : litres, 2);
const distanceUnit = (unit: string) => (unit === 'mi' ? 'mi' : 'km');
const fuelUnitName = (unit: string) => (unit === 'gal' ? 'gal' : 'L');

interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

type Doc = PDFKit.PDFDocument;

const textsOf = (data: StatementPdfData) => STATEMENT_PDF_TEXTS[data.language];

const FONTS = ['Helvetica', 'Helvetica-Bold'] as const;

/** pdfkit internals used to share parsed font metrics between documents (pdfkit is pinned exactly). */
interface FontInternals {
  _fontFamilies: Record<string, object>;
  _fontCount: number;
  _font: {
    font?: { characterToGlyph(code: number): string; widthOfGlyph(glyph: string): number };
    document?: unknown;
  } | null;
}

const fontTemplates = new Map<string, NonNullable<FontInternals['_font']>>();
/** Encoded text and glyph positions per font and string (pure functions of both; pdfkit does not mutate them). */
const encodings = new Map<string, Map<string, unknown>>();
const wordWidths = new Map<string, Map<string, number>>();
const MAX_ENCODINGS = 20_000;
/** Advance widths (per 1000 units of size) of the first 256 character codes, per font. */
const charWidths = new Map<string, Float64Array>();

/**
 * pdfkit parses a standard font's metrics (its kerning table included) again for every document; for
 * thousands of statements that is a large share of the time. The parsed metrics are read-only, so each
 * new document gets a copy of a template font object pointing at the same metrics.
 */
function installFonts(doc: Doc): void {
  const internals = doc as unknown as FontInternals;
  if (!internals._fontFamilies) return;
  for (const name of FONTS) {
    let template = fontTemplates.get(name);
    if (!template) {
      const scratch = new PDFDocument({ font: name }) as unknown as FontInternals;
      template = scratch._font ?? undefined;
      if (!template?.font) return;
      fontTemplates.set(name, template);
      const metrics = template.font;
      const widths = new Float64Array(256);
      for (let code = 0; code < 256; code++) widths[code] = metrics.widthOfGlyph(metrics.characterToGlyph(code));
      charWidths.set(name, widths);
    }
    const cache = encodings.get(name) ?? new Map<string, unknown>();
    encodings.set(name, cache);
    const encode = (template as unknown as { encode(text: string): unknown }).encode;
    const widthOf = (template as unknown as { widthOfString(text: string, size: number): number }).widthOfString;
    const widths = wordWidths.get(name) ?? new Map<string, number>();
    wordWidths.set(name, widths);
    const font = Object.assign(Object.create(Object.getPrototypeOf(template)), template, {
      document: doc,
      id: `F${++internals._fontCount}`,
      dictionary: null,
      embedded: false,
      // Kerning lookups per character dominate rendering; most strings repeat from statement to statement.
      encode(this: unknown, text: string) {
        let result = cache.get(text);
        if (result === undefined) {
          result = encode.call(this, text);
          if (cache.size >= MAX_ENCODINGS) cache.clear();
          cache.set(text, result);
        }
        return result;
      },
      /** Width at size 1000, cached per string (the line wrapper measures every word). */
      widthOfString(this: unknown, text: string, size: number) {
        let units = widths.get(text);
        if (units === undefined) {
          units = widthOf.call(this, text, 1000);
          if (widths.size >= MAX_ENCODINGS) widths.clear();
          widths.set(text, units);
        }
        return (units * size) / 1000;
      },
    });
    internals._fontFamilies[name] = font;
  }
}

let currentFont: (typeof FONTS)[number] = 'Helvetica';
let currentSize = 12;

function font(doc: Doc, name: (typeof FONTS)[number], size: number): Doc {
  currentFont = name;
  currentSize = size;
  return doc.font(name).fontSize(size);
}

/** Width of `text` in the current font without kerning (close enough to align columns, and cheap). */
function textWidth(doc: Doc, text: string): number {
  const widths = charWidths.get(currentFont);
  if (!widths) return doc.widthOfString(text);
  let units = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 255) return doc.widthOfString(text);
    units += widths[code] ?? 0;
  }
  return (units * currentSize) / 1000;
}

/**
 * One line of text at (x, y) without pdfkit's line wrapper (the costly path): right or centre
 * alignment is computed from the string's width, and text wider than `width` is cut with an ellipsis.
 */
function put(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  options: { width?: number; align?: 'left' | 'right' | 'center' } = {},
): void {
  let value = text;
  if (options.width !== undefined && textWidth(doc, value) > options.width) {
    while (value.length > 1 && textWidth(doc, `${value}…`) > options.width) value = value.slice(0, -1);
    value = `${value.trimEnd()}…`;
  }
  let left = x;
  if (options.width !== undefined && options.align && options.align !== 'left') {
    const free = options.width - textWidth(doc, value);
    left = options.align === 'right' ? x + free : x + free / 2;
  }
  doc.text(value, left, y, { lineBreak: false });
}

/** Keeps `needed` points free below the cursor, starting a new page (with its header) otherwise. */
function ensureSpace(doc: Doc, data: StatementPdfData, needed: number): void {
  if (doc.y + needed > PAGE.height - PAGE.margin - 30) {
    doc.addPage();
    pageHeader(doc, data, textsOf(data).continued);
  }
}

function pageHeader(doc: Doc, data: StatementPdfData, title: string): void {
  doc.rect(0, 0, PAGE.width, 36).fill(COLORS.brand);
  doc.rect(0, 36, PAGE.width, 3).fill(COLORS.accent);
  font(doc, 'Helvetica-Bold', 10).fillColor('#ffffff');
  put(doc, data.programmeName, PAGE.margin, 13);
  font(doc, 'Helvetica', 9);
  const t = textsOf(data);
  put(doc, `${t.account(data.accountNo)}  ·  ${t.statementOf(data.monthLabel)} ${title}`, PAGE.margin, 14, {
    width: CONTENT,
    align: 'right',
  });
  doc.y = 58;
}

function sectionTitle(doc: Doc, data: StatementPdfData, title: string, needed = 60): void {
  ensureSpace(doc, data, needed);
  const y = doc.y + 4;
  doc.rect(PAGE.margin, y, 4, 14).fill(COLORS.accent);
  font(doc, 'Helvetica-Bold', 11.5).fillColor(COLORS.brand);
  put(doc, title, PAGE.margin + 10, y + 1.5);
  doc.y = y + 21;
}

/** A table with a shaded header (one or two lines), thin rules and an optional bold total row. */
function table(
  doc: Doc,
  data: StatementPdfData,
  columns: Column[],
  rows: string[][],
  options: { total?: string[]; empty?: string } = {},
): void {
  const rowHeight = 15;
  font(doc, 'Helvetica-Bold', 7.2);
  // Headers wider than their column wrap onto a second line (words filled greedily).
  const headerLines = columns.map((c) => {
    const words = c.header.toUpperCase().split(' ');
    let first = words.shift() ?? '';
    while (words.length && textWidth(doc, `${first} ${words[0]}`) <= c.width - 10) first += ` ${words.shift()}`;
    return words.length ? [first, words.join(' ')] : [first];
  });
  const headerHeight = Math.max(...headerLines.map((l) => l.length)) > 1 ? 24 : 16;
  const drawHeader = () => {
    const y = doc.y;
    doc.rect(PAGE.margin, y, CONTENT, headerHeight).fill(COLORS.band);
    font(doc, 'Helvetica-Bold', 7.2).fillColor(COLORS.muted);
    let x = PAGE.margin;
    columns.forEach((c, i) => {
      const lines = headerLines[i] ?? [];
      const first = y + headerHeight - 4 - lines.length * 8.5;
      lines.forEach((line, j) => {
        put(doc, line, x + 5, first + j * 8.5, { width: c.width - 10, align: c.align ?? 'left' });
      });
      x += c.width;
    });
    doc.y = y + headerHeight;
  };
  ensureSpace(doc, data, headerHeight + rowHeight * 2);
  drawHeader();
  if (rows.length === 0 && options.empty) {
    font(doc, 'Helvetica', 8.5).fillColor(COLORS.muted);
    put(doc, options.empty, PAGE.margin + 5, doc.y + 4);
    doc.y += rowHeight + 2;
  }
  const drawRow = (cells: string[], bold: boolean) => {
    if (doc.y + rowHeight > PAGE.height - PAGE.margin - 30) {
      doc.addPage();
      pageHeader(doc, data, textsOf(data).continued);
      drawHeader();
    }
    const y = doc.y;
    let x = PAGE.margin;
    font(doc, bold ? 'Helvetica-Bold' : 'Helvetica', 8.5).fillColor(COLORS.ink);
    columns.forEach((c, i) => {
      put(doc, cells[i] ?? '', x + 5, y + 4, { width: c.width - 10, align: c.align ?? 'left' });
      x += c.width;
    });
    doc
      .moveTo(PAGE.margin, y + rowHeight)
      .lineTo(PAGE.margin + CONTENT, y + rowHeight)
      .lineWidth(bold ? 0.9 : 0.4)
      .strokeColor(bold ? COLORS.brand : COLORS.rule)
      .stroke();
    doc.y = y + rowHeight;
  };
  for (const row of rows) drawRow(row, false);
  if (options.total) drawRow(options.total, true);
  doc.y += 8;
}

function headerBand(doc: Doc, data: StatementPdfData): void {
  doc.rect(0, 0, PAGE.width, 78).fill(COLORS.brand);
  doc.rect(0, 78, PAGE.width, 4).fill(COLORS.accent);
  // A road as the logo.
  doc.circle(PAGE.margin + 20, 39, 20).fill('#ffffff');
  doc
    .moveTo(PAGE.margin + 13, 55)
    .lineTo(PAGE.margin + 18, 23)
    .lineTo(PAGE.margin + 22, 23)
    .lineTo(PAGE.margin + 27, 55)
    .fill(COLORS.brand);
  doc.rect(PAGE.margin + 19.2, 27, 1.6, 6).fill(COLORS.accent);
  doc.rect(PAGE.margin + 19.2, 38, 1.6, 7).fill(COLORS.accent);
  font(doc, 'Helvetica-Bold', 17).fillColor('#ffffff');
  put(doc, data.programmeName, PAGE.margin + 52, 20);
  font(doc, 'Helvetica', 9.5).fillColor('#d6e4f2');
  put(
    doc,
    data.planName ? `${textsOf(data).roadChargeStatement}  ·  ${data.planName}` : textsOf(data).roadChargeStatement,
    PAGE.margin + 52,
    44,
    {
      width: CONTENT - 200,
    },
  );
  font(doc, 'Helvetica-Bold', 12).fillColor('#ffffff');
  put(doc, data.monthLabel, PAGE.margin, 22, { width: CONTENT, align: 'right' });
  font(doc, 'Helvetica', 8.5).fillColor('#d6e4f2');
  put(doc, data.periodLabel, PAGE.margin, 42, { width: CONTENT, align: 'right' });
}

function addressAndSummary(doc: Doc, data: StatementPdfData): void {
  const t = textsOf(data);
  const top = 104;
  // Left: name and address, where a window envelope shows them; then this period's usage.
  font(doc, 'Helvetica-Bold', 10.5).fillColor(COLORS.ink);
  put(doc, data.name, PAGE.margin, top, { width: 270 });
  font(doc, 'Helvetica', 9.5);
  let y = top + 15;
  for (const line of data.addressLines) {
    put(doc, line, PAGE.margin, y, { width: 270 });
    y += 12.5;
  }
  font(doc, 'Helvetica', 8.5).fillColor(COLORS.muted);
  put(doc, data.email, PAGE.margin, y, { width: 270 });

  const usageTop = top + 92;
  const usage: [string, string][] = [
    [t.trips, String(data.trips)],
    [t.distance(distanceUnit(data.mileageUnit)), distance(data.mileage, data.mileageUnit)],
    [t.fuel(fuelUnitName(data.fuelUnit)), volume(data.fuel, data.fuelUnit)],
  ];
  const cell = 90;
  usage.forEach(([label, value], i) => {
    const x = PAGE.margin + i * cell;
    doc.rect(x, usageTop, cell - 8, 44).fill(COLORS.band);
    font(doc, 'Helvetica', 7.2).fillColor(COLORS.muted);
    put(doc, label.toUpperCase(), x + 7, usageTop + 8, { width: cell - 15 });
    font(doc, 'Helvetica-Bold', 13).fillColor(COLORS.brand);
    put(doc, value, x + 8, usageTop + 22, { width: cell - 24 });
  });

  // Right: the account box.
  const boxX = PAGE.margin + CONTENT - 230;
  const boxW = 230;
  const lines: [string, string][] = [
    [t.accountNumber, data.accountNo],
    [t.statementDate, data.issueDate],
    [t.billingPeriod, data.periodLabel],
    [t.paymentDueDate, data.dueDate],
  ];
  const boxH = 30 + lines.length * 15 + 44;
  doc
    .roundedRect(boxX, top - 6, boxW, boxH, 4)
    .lineWidth(0.8)
    .strokeColor(COLORS.rule)
    .stroke();
  font(doc, 'Helvetica-Bold', 9).fillColor(COLORS.brand);
  put(doc, t.accountSummary, boxX + 12, top + 4);
  let ly = top + 22;
  for (const [label, value] of lines) {
    font(doc, 'Helvetica', 8.5).fillColor(COLORS.muted);
    put(doc, label, boxX + 12, ly);
    font(doc, 'Helvetica-Bold', 8.5).fillColor(COLORS.ink);
    put(doc, value, boxX + 100, ly, { width: boxW - 112, align: 'right' });
    ly += 15;
  }
  const owed = data.fees.balance;
  doc.rect(boxX + 0.4, ly + 2, boxW - 0.8, 40).fill(owed < 0 ? '#e8f5ec' : COLORS.band);
  font(doc, 'Helvetica-Bold', 10).fillColor(COLORS.ink);
  put(doc, owed < 0 ? t.creditToYou : t.amountDue, boxX + 12, ly + 17);
  font(doc, 'Helvetica-Bold', 16).fillColor(owed < 0 ? COLORS.credit : COLORS.brand);
  put(doc, formatMoney(Math.abs(owed)), boxX + 100, ly + 14, { width: boxW - 112, align: 'right' });
  doc.y = Math.max(usageTop + 44, top - 6 + boxH) + 14;
}

function summaryOfCharges(doc: Doc, data: StatementPdfData): void {
  const f = data.fees;
  const t = textsOf(data);
  sectionTitle(doc, data, t.summaryOfCharges);
  table(
    doc,
    data,
    [
      { header: t.description, width: CONTENT - 130 },
      { header: t.amount, width: 130, align: 'right' },
    ],
    [
      [t.carriedOver, formatMoney(f.carryoverBalance)],
      [t.roadChargesForTrips(data.trips), formatMoney(f.totalNewMileageFee)],
      [t.adjustments, formatMoney(f.totalNewAdjCharges)],
      [t.totalNewCharges, formatMoney(f.totalNewChages)],
    ],
    { total: [f.balance < 0 ? t.creditBalance : t.totalAmountDue, formatMoney(f.balance)] },
  );
}

function feesByType(doc: Doc, data: StatementPdfData): void {
  const f = data.fees;
  const t = textsOf(data);
  sectionTitle(doc, data, t.chargesByFeeType);
  const rows: string[][] = [
    [t.mileageCharge, formatMoney(f.mbufFee)],
    [t.cordonCharges, formatMoney(f.cordonFee)],
    [t.todCharges, formatMoney(f.todFee)],
    [t.tollCharges, formatMoney(f.tollFee)],
  ];
  if (f.rifFee) rows.push([t.roadImprovementFee, formatMoney(f.rifFee)]);
  rows.push([t.fuelTaxCredit, formatMoney(-f.fuelTaxCredit)]);
  table(
    doc,
    data,
    [
      { header: t.fee, width: CONTENT - 130 },
      { header: t.amount, width: 130, align: 'right' },
    ],
    rows,
    { total: [t.netRoadCharges, formatMoney(f.totalNewMileageFee)] },
  );
}

function vehicles(doc: Doc, data: StatementPdfData): void {
  const du = distanceUnit(data.mileageUnit);
  const fu = fuelUnitName(data.fuelUnit);
  const t = textsOf(data);
  sectionTitle(doc, data, t.yourVehicles);
  const totals = data.vehicles.reduce(
    (t, v) => ({
      mileage: t.mileage + v.mileage,
      fuel: t.fuel + v.fuel,
      mileageFee: t.mileageFee + v.mileageFee,
      fuelFee: t.fuelFee + v.fuelFee,
      net: t.net + v.net,
    }),
    { mileage: 0, fuel: 0, mileageFee: 0, fuelFee: 0, net: 0 },
  );
  table(
    doc,
    data,
    [
      { header: t.vehicle, width: 180 },
      { header: t.distance(du), width: 72, align: 'right' },
      { header: t.fuel(fu), width: 78, align: 'right' },
      { header: t.roadCharge, width: 68, align: 'right' },
      { header: t.fuelCredit, width: 70, align: 'right' },
      { header: t.net, width: CONTENT - 468, align: 'right' },
    ],
    data.vehicles.map((v) => [
      v.detail ? `${v.label} (${v.detail})` : v.label,
      distance(v.mileage, data.mileageUnit),
      volume(v.fuel, data.fuelUnit),
      formatMoney(v.mileageFee),
      formatMoney(-v.fuelFee),
      formatMoney(v.net),
    ]),
    {
      empty: t.noTripsBilled,
      total:
        data.vehicles.length > 1
          ? [
              t.allVehicles,
              distance(totals.mileage, data.mileageUnit),
              volume(totals.fuel, data.fuelUnit),
              formatMoney(totals.mileageFee),
              formatMoney(-totals.fuelFee),
              formatMoney(totals.net),
            ]
          : undefined,
    },
  );
}

function states(doc: Doc, data: StatementPdfData): void {
  const du = distanceUnit(data.mileageUnit);
  const t = textsOf(data);
  sectionTitle(doc, data, t.byState);
  table(
    doc,
    data,
    [
      { header: t.vehicle, width: 110 },
      { header: t.state, width: 46 },
      { header: t.publicRoads(du), width: 62, align: 'right' },
      { header: t.privateRoads(du), width: 62, align: 'right' },
      { header: t.roadCharge, width: 60, align: 'right' },
      { header: t.otherFees, width: 58, align: 'right' },
      { header: t.fuelCredit, width: 68, align: 'right' },
      { header: t.net, width: CONTENT - 466, align: 'right' },
    ],
    data.states.map((s) => [
      s.vehicleLabel,
      s.stateCode || '—',
      distance(s.publicMileage, data.mileageUnit),
      distance(s.privateMileage, data.mileageUnit),
      formatMoney(s.mileageFee),
      formatMoney(s.otherFees),
      formatMoney(-s.fuelFee),
      formatMoney(s.net),
    ]),
    { empty: t.noTripsBilled },
  );
  // Wrapped (the Spanish note takes two lines): pdfkit's line wrapper, once per statement.
  font(doc, 'Helvetica', 7.5)
    .fillColor(COLORS.muted)
    .text(t.byStateNote, PAGE.margin, doc.y - 3, { width: CONTENT });
  doc.y += 6;
}

function adjustments(doc: Doc, data: StatementPdfData): void {
  if (data.adjustments.length === 0) return;
  const du = distanceUnit(data.mileageUnit);
  const t = textsOf(data);
  sectionTitle(doc, data, t.adjustments);
  table(
    doc,
    data,
    [
      { header: t.date, width: 50 },
      { header: t.description, width: 200 },
      { header: t.distance(du), width: 70, align: 'right' },
      { header: t.roadCharge, width: 70, align: 'right' },
      { header: t.fuelCredit, width: 70, align: 'right' },
      { header: t.net, width: CONTENT - 460, align: 'right' },
    ],
    data.adjustments.map((a) => [
      a.date,
      a.description,
      distance(a.mileage, data.mileageUnit),
      formatMoney(a.mileageFee),
      formatMoney(-a.fuelFee),
      formatMoney(a.net),
    ]),
    { total: ['', t.totalAdjustments, '', '', '', formatMoney(data.fees.totalNewAdjCharges)] },
  );
}

function howToPay(doc: Doc, data: StatementPdfData): void {
  const balance = data.fees.balance;
  const t = textsOf(data);
  const lines = !data.pilot.chargesReal
    ? [t.mockStatement(formatMoney(balance))]
    : balance > 0
      ? [t.pleasePay(formatMoney(balance), data.dueDate), t.payOnline, t.carriedIfUnpaid]
      : balance < 0
        ? [t.refundDue(formatMoney(-balance))]
        : [t.nothingOwed];
  sectionTitle(doc, data, t.howToPay, 70);
  font(doc, 'Helvetica', 8.8).fillColor(COLORS.ink);
  for (const line of lines) {
    doc.text(`•  ${line}`, PAGE.margin + 6, doc.y, { width: CONTENT - 12 });
    doc.y += 2;
  }
  font(doc, 'Helvetica', 8)
    .fillColor(COLORS.muted)
    .text(t.pilotRuns(data.programmeName, data.pilot.startDate, data.pilot.endDate), PAGE.margin + 6, doc.y + 2, {
      width: CONTENT - 12,
    });
  if (data.note) {
    doc.y += 6;
    font(doc, 'Helvetica-Bold', 8.8)
      .fillColor(COLORS.brand)
      .text(t.messageFromProgram, PAGE.margin + 6, doc.y, { continued: true, width: CONTENT - 12 });
    font(doc, 'Helvetica', 8.8).fillColor(COLORS.ink).text(data.note);
  }
}

/** The coupon at the foot of page 1, like a paper bill's remittance slip. */
function coupon(doc: Doc, data: StatementPdfData): void {
  const height = 78;
  const t = textsOf(data);
  const y = PAGE.height - PAGE.margin - height - 12;
  doc
    .moveTo(PAGE.margin, y - 8)
    .lineTo(PAGE.margin + CONTENT, y - 8)
    .dash(3, { space: 3 })
    .lineWidth(0.6)
    .strokeColor(COLORS.muted)
    .stroke()
    .undash();
  font(doc, 'Helvetica', 7).fillColor(COLORS.muted);
  put(doc, t.couponTitle, PAGE.margin, y - 4, {
    width: CONTENT,
    align: 'center',
  });
  doc
    .roundedRect(PAGE.margin, y + 8, CONTENT, height - 8, 4)
    .lineWidth(0.8)
    .strokeColor(COLORS.rule)
    .stroke();
  const cells: [string, string][] = [
    [t.accountNumber, data.accountNo],
    [t.statement, data.monthLabel],
    [t.dueDate, data.dueDate],
    [data.fees.balance < 0 ? t.credit : t.amountDue, formatMoney(Math.abs(data.fees.balance))],
  ];
  const w = CONTENT / cells.length;
  cells.forEach(([label, value], i) => {
    const x = PAGE.margin + i * w;
    font(doc, 'Helvetica', 7.5).fillColor(COLORS.muted);
    put(doc, label.toUpperCase(), x + 12, y + 20, { width: w - 24 });
    // A long date (Spanish months are written out) gets a smaller size rather than an ellipsis.
    let size = i === 3 ? 14 : 11;
    font(doc, 'Helvetica-Bold', size);
    while (size > 8 && textWidth(doc, value) > w - 24) font(doc, 'Helvetica-Bold', --size);
    doc.fillColor(i === 3 ? COLORS.brand : COLORS.ink);
    put(doc, value, x + 12, y + 34, { width: w - 24 });
  });
  font(doc, 'Helvetica', 7).fillColor(COLORS.muted);
  put(doc, `${data.name}  ·  ${t.statementNumber(data.statementId)}`, PAGE.margin + 12, y + 58, {
    width: CONTENT - 24,
  });
}

function footers(doc: Doc, data: StatementPdfData): void {
  const range = doc.bufferedPageRange();
  const t = textsOf(data);
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    font(doc, 'Helvetica', 7).fillColor(COLORS.muted);
    put(
      doc,
      `${data.programmeName}  ·  ${t.account(data.accountNo)}  ·  ${data.monthLabel}  ·  ${t.page(i - range.start + 1, range.count)}`,
      PAGE.margin,
      PAGE.height - 26,
      { width: CONTENT, align: 'center' },
    );
  }
}

export function renderStatementPdf(data: StatementPdfData): Promise<Buffer> {
  const doc = new PDFDocument({
    // No default font: installFonts gives the document shared copies of the two it uses.
    font: null as unknown as string,
    size: 'LETTER',
    margins: { top: PAGE.margin, bottom: 10, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    info: {
      Title: `${data.programmeName} · ${textsOf(data).statementOf(data.monthLabel)}`,
      Author: data.programmeName,
      Subject: textsOf(data).account(data.accountNo),
      // A fixed date keeps the file identical when a crashed run renders it again.
      CreationDate: new Date(0),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  installFonts(doc);
  font(doc, 'Helvetica', 12);
  // Page 1: the bill (summary, fees, how to pay, coupon); page 2 on: the details.
  headerBand(doc, data);
  addressAndSummary(doc, data);
  summaryOfCharges(doc, data);
  feesByType(doc, data);
  howToPay(doc, data);
  coupon(doc, data);
  doc.addPage();
  pageHeader(doc, data, textsOf(data).details);
  vehicles(doc, data);
  states(doc, data);
  adjustments(doc, data);
  footers(doc, data);
  doc.end();
  return done;
}
