import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { LocalStorageProvider } from '../index.js';
import { storageContract } from './contract.js';

let parent: string;
let storage: LocalStorageProvider;

beforeAll(async () => {
  parent = await mkdtemp(path.join(os.tmpdir(), 'rc-storage-contract-'));
  storage = new LocalStorageProvider(path.join(parent, 'storage'));
});
afterAll(() => rm(parent, { recursive: true, force: true }));

storageContract('local folder', () => storage);
