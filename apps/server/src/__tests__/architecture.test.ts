import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkArchitecture } from '../../../../scripts/check-architecture.js';
import { REPO_ROOT } from '../config.js';

describe('the structure rules (npm run lint)', () => {
  it('hold for the repository', () => {
    expect(checkArchitecture(REPO_ROOT)).toEqual([]);
  });

  describe('on a tree that breaks each of them', () => {
    let root: string;
    const files: Record<string, string> = {
      'apps/server/src/db/schema/index.ts': 'export const trips = {}; export const participants = {};',
      'apps/server/src/modules/a/a.service.ts': [
        "import { BRepository } from '../b/b.repository.js';",
        "import { trips, participants } from '../../db/schema/index.js';",
        "import type { BRow } from '../b/b.repository.js';",
        'export const a = 1;',
      ].join('\n'),
      'apps/server/src/modules/a/a.read-model.ts': "import { trips } from '../../db/schema/index.js';",
      // Raw SQL counts like an import: trips' segments read outside a read model (a column called trips is no table).
      'apps/server/src/modules/a/a.repository.ts': [
        "import { sql } from 'drizzle-orm';",
        "export const billed = sql`select s.id, v.trips from trip_segments s, jsonb_to_recordset('[]') as v(trips int)`;",
      ].join('\n'),
      'apps/server/src/modules/b/b.repository.ts':
        "import { a } from '../a/a.service.js';\nexport class BRepository {}",
      'apps/server/src/modules/participants/participants.repository.ts':
        "import { participants } from '../../db/schema/index.js';",
      'apps/web/src/features/x/X.tsx': "import { Y } from '../y/Y';\nexport const X = 1;",
      'apps/web/src/features/y/Y.tsx': 'export const Y = 1;',
      'apps/web/src/components/Shared.tsx': "import { X } from '../features/x/X';",
      'apps/web/src/lib/util.ts': "import { App } from '../app/App';",
      'apps/web/src/app/App.tsx': "export const App = 1;\nexport const Lazy = () => import('./StaffConsole');",
      'apps/web/src/app/StaffConsole.ts': "export { StaffPage } from '../features/staff-x/StaffPage';",
      'apps/web/src/features/staff-x/StaffPage.tsx':
        "import { Table } from '../../components/staff/Table';\nexport const StaffPage = 1;",
      'apps/web/src/components/staff/Table.tsx': 'export const Table = 1;',
      'apps/web/src/features/z/Z.tsx': "import { Table } from '../../components/staff/Table';",
    };

    beforeAll(async () => {
      root = await mkdtemp(path.join(os.tmpdir(), 'rc-architecture-'));
      for (const [file, text] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(root, file)), { recursive: true });
        await writeFile(path.join(root, file), text);
      }
    });
    afterAll(async () => {
      await rm(root, { recursive: true, force: true });
    });

    it('names every violation, and only those', () => {
      expect(checkArchitecture(root).sort()).toEqual(
        [
          "apps/server/src/modules/a/a.service.ts imports another module's repository apps/server/src/modules/b/b.repository.ts",
          'apps/server/src/modules/a/a.service.ts imports table trips, owned by trips',
          'apps/server/src/modules/a/a.service.ts imports table participants, owned by participants',
          'apps/server/src/modules/a/a.repository.ts reads table trip_segments in raw SQL, owned by trips',
          'import cycle: apps/server/src/modules/a/a.service.ts → apps/server/src/modules/b/b.repository.ts → apps/server/src/modules/a/a.service.ts',
          'apps/web/src/features/x/X.tsx imports another feature: apps/web/src/features/y/Y.tsx',
          'apps/web/src/components/Shared.tsx (components) imports features: apps/web/src/features/x/X.tsx',
          'apps/web/src/lib/util.ts (lib) imports app: apps/web/src/app/App.tsx',
          'apps/web/src/features/z/Z.tsx imports staff console code outside its lazy entry: apps/web/src/components/staff/Table.tsx',
        ].sort(),
      );
    });
  });
});
