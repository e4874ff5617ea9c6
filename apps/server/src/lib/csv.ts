/**
 * A small RFC 4180 CSV parser: fields separated by commas, records by CRLF or LF; a quoted field
 * may hold commas, line breaks and doubled quotes. A final line break does not start a record.
 * A leading byte-order mark is ignored.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;
  while (i < n) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      // Copy up to the next quote in one step.
      const next = text.indexOf('"', i);
      const end = next === -1 ? n : next;
      field += text.slice(i, end);
      i = end;
      continue;
    }
    if (ch === '"' && field === '') {
      quoted = true;
      i++;
    } else if (ch === ',') {
      row.push(field);
      field = '';
      i++;
    } else if (ch === '\n' || ch === '\r') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      // Copy the rest of an unquoted field in one step.
      let end = i + 1;
      while (end < n) {
        const c = text.charCodeAt(end);
        if (c === 44 /* , */ || c === 10 /* \n */ || c === 13 /* \r */) break;
        end++;
      }
      field += text.slice(i, end);
      i = end;
    }
  }
  if (quoted) throw new Error('CSV: unterminated quoted field');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Records as objects keyed by the header row. Missing trailing fields read as ''; blank lines are skipped. */
export function parseCsvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  return rows
    .filter((fields) => fields.length > 1 || fields[0] !== '')
    .map((fields) => Object.fromEntries(header.map((name, i) => [name, fields[i] ?? ''])));
}
