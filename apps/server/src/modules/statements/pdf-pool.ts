import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { renderStatementPdf, type StatementPdfData } from './statement-pdf.js';

export interface PdfRenderer {
  render(data: StatementPdfData): Promise<Buffer>;
  close(): Promise<void>;
}

/** Renders on the calling thread (scripts, or when threads cannot start). */
export const inlinePdfRenderer: PdfRenderer = {
  render: renderStatementPdf,
  close: async () => {},
};

interface Pending {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  busy: number;
}

/**
 * Statement PDFs are rendered in worker threads so thousands of them never block the event loop that
 * serves the API. Threads start on first use and stop after a minute without work. Under tsx (the
 * server and the tests run TypeScript directly) the worker is loaded with tsx's loader.
 */
export class PdfWorkerPool implements PdfRenderer {
  private slots: Slot[] = [];
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;
  private broken = false;

  constructor(private readonly size = Math.max(1, Math.min(4, os.availableParallelism?.() ?? os.cpus().length))) {}

  private start(): Slot[] {
    if (this.slots.length) return this.slots;
    const url = new URL(import.meta.url.endsWith('.ts') ? './pdf-worker.ts' : './pdf-worker.js', import.meta.url);
    for (let i = 0; i < this.size; i++) {
      // TypeScript source (the server runs under tsx): a loader flag inherited by a worker thread does
      // not load .ts files on Node 20, so a small bootstrap registers tsx in the thread first.
      const worker = url.pathname.endsWith('.ts')
        ? new Worker(
            `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url.href)}); })`,
            { eval: true, execArgv: [] },
          )
        : new Worker(url);
      // Referenced only while rendering: an idle pool never keeps a process alive.
      worker.unref();
      const slot: Slot = { worker, busy: 0 };
      worker.on('message', (message: { id: number; pdf?: Uint8Array; error?: string }) => {
        slot.busy--;
        if (slot.busy === 0) worker.unref();
        const waiting = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (!waiting) return;
        if (message.pdf)
          waiting.resolve(Buffer.from(message.pdf.buffer, message.pdf.byteOffset, message.pdf.byteLength));
        else waiting.reject(new Error(message.error ?? 'PDF rendering failed'));
        this.scheduleIdleStop();
      });
      worker.on('error', (error) => this.fail(error));
      this.slots.push(slot);
    }
    return this.slots;
  }

  /** A thread that dies fails what it was doing; later work renders inline rather than not at all. */
  private fail(error: Error): void {
    this.broken = true;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
    void this.close();
  }

  private scheduleIdleStop(): void {
    if (this.pending.size > 0) return;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => void this.close(), 60_000);
    this.idleTimer.unref();
  }

  render(data: StatementPdfData): Promise<Buffer> {
    if (this.broken) return renderStatementPdf(data);
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const slots = this.start();
    const slot = slots.reduce((a, b) => (b.busy < a.busy ? b : a));
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (slot.busy++ === 0) slot.worker.ref();
      slot.worker.postMessage({ id, data });
    });
  }

  async close(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const slots = this.slots;
    this.slots = [];
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }
}
