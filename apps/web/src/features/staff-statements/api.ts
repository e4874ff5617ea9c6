import { useQuery } from '@tanstack/react-query';
import { type StaffPageRequest, useStaffList } from '../../components/staff/useStaffList';
import {
  StaffGenerateStatementsDocument,
  StaffParticipantStatementsDocument,
  type StaffStatementListRowFragment,
  type StaffStatementRowFragment,
  StaffStatementRunDocument,
  type StaffStatementRunRowFragment,
  StaffStatementRunsDocument,
  StaffStatementsDocument,
} from '../../gql/staff/graphql';
import { execute } from '../../lib/graphql';
import { participantKeys } from '../../lib/queryKeys';
import { SIGNED_LINK_REFRESH_MS } from '../../lib/storedFiles';

export type StaffStatementRow = StaffStatementRowFragment;

/** Query keys of the staff statement screens. */
export const staffStatementKeys = {
  participant: (username: string) => [...participantKeys.one(username), 'staffStatements'] as const,
};

/** One server page of the participant's statements, newest month first. */
export function useParticipantStatements(username: string) {
  return useStaffList<StaffStatementRow, null>({
    queryKey: staffStatementKeys.participant(username),
    filter: null,
    fetchPage: async ({ limit, nextToken, sortDirection }: StaffPageRequest<null>) =>
      (await execute(StaffParticipantStatementsDocument, { username, limit, nextToken, sortDirection }))
        .getParticipantStatementsByUsername,
    defaultSort: { field: 'month', direction: 'DESC' },
    refetchInterval: SIGNED_LINK_REFRESH_MS,
  });
}

export type StaffStatementListRow = StaffStatementListRowFragment;
export type StaffStatementRun = StaffStatementRunRowFragment;

/** Query keys of the /statements page. */
export const statementPageKeys = {
  all: ['staff', 'statements'] as const,
  list: ['staff', 'statements', 'list'] as const,
  runs: ['staff', 'statements', 'runs'] as const,
  run: (id: string) => ['staff', 'statements', 'run', id] as const,
};

export interface StatementListFilter {
  /** periodFrom from this instant (included) to `to` (excluded). */
  from: string;
  to: string;
  /** '' everyone, 'system' the monthly schedule, 'staff' staff runs. */
  createdBy: '' | 'system' | 'staff';
}

/** One server page of the statements whose period starts in the range, newest first. */
export function useStatementList(filter: StatementListFilter) {
  return useStaffList<StaffStatementListRow, StatementListFilter>({
    queryKey: statementPageKeys.list,
    filter,
    fetchPage: async ({ filter: f, limit, nextToken, sortDirection }: StaffPageRequest<StatementListFilter>) =>
      (
        await execute(StaffStatementsDocument, {
          filter: {
            periodFrom: { ge: f.from, lt: f.to },
            ...(f.createdBy ? { createdByStaff: f.createdBy === 'staff' } : {}),
          },
          limit,
          nextToken,
          sortDirection,
        })
      ).listParticipantStatements,
    defaultSort: { field: 'periodFrom', direction: 'DESC' },
    refetchInterval: SIGNED_LINK_REFRESH_MS,
  });
}

/** One server page of the statement runs, newest first. */
export function useStatementRuns() {
  return useStaffList<StaffStatementRun, null>({
    queryKey: statementPageKeys.runs,
    filter: null,
    fetchPage: async ({ limit, nextToken, sortDirection }: StaffPageRequest<null>) =>
      (await execute(StaffStatementRunsDocument, { limit, nextToken, sortDirection })).listStatementRuns,
    defaultSort: { field: 'createdAt', direction: 'DESC' },
  });
}

const RUN_POLL_MS = 1000;

export function isRunActive(run: Pick<StaffStatementRun, 'status'> | null | undefined): boolean {
  return run?.status === 'queued' || run?.status === 'running';
}

/** One run, read again every second while it is queued or running (the live progress bar). */
export function useStatementRun(id: string | null) {
  return useQuery({
    queryKey: statementPageKeys.run(id ?? ''),
    queryFn: async () => (await execute(StaffStatementRunDocument, { id: id ?? '' })).getStatementRun,
    enabled: Boolean(id),
    refetchInterval: (query) => (isRunActive(query.state.data) ? RUN_POLL_MS : false),
  });
}

/** The newest queued or running run, if any (the page follows it after a reload without ?run=). */
export async function findActiveRun(): Promise<StaffStatementRun | null> {
  const page = (await execute(StaffStatementRunsDocument, { limit: 10, sortDirection: 'DESC' })).listStatementRuns;
  return page.items.find((run) => isRunActive(run)) ?? null;
}

/** Whether any statement exists with its period starting in [from, to): a run for those months skips them. */
export async function statementsExistBetween(from: string, to: string): Promise<boolean> {
  const page = (await execute(StaffStatementsDocument, { filter: { periodFrom: { ge: from, lt: to } }, limit: 1 }))
    .listParticipantStatements;
  return page.items.length > 0;
}

export interface GenerateStatementsRequest {
  from: string;
  to: string;
  participantUsernames: string[] | null;
  note: string | null;
  shouldSendEmailToParticipant: boolean;
}

export async function generateStatements(request: GenerateStatementsRequest): Promise<StaffStatementRun> {
  return (await execute(StaffGenerateStatementsDocument, request)).generateStatements;
}
