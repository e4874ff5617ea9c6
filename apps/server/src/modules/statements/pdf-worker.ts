import { parentPort } from 'node:worker_threads';
import { renderStatementPdf, type StatementPdfData } from './statement-pdf.js';

/** A PDF rendering thread: receives { id, data }, answers { id, pdf } (transferred) or { id, error }. */
parentPort?.on('message', async (message: { id: number; data: StatementPdfData }) => {
  try {
    const pdf = await renderStatementPdf(message.data);
    const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength).slice();
    parentPort?.postMessage({ id: message.id, pdf: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort?.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
