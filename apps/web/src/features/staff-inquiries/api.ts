import { type InfiniteData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type InquiryStatus,
  type ResolveDisputeInput,
  StaffCreateInquiryCommentDocument,
  type StaffInquiryCardFragment,
  StaffInquiryColumnDocument,
  type StaffInquiryColumnQuery,
  type StaffInquiryCommentFragment,
  StaffInquiryCommentsDocument,
  StaffInquiryDetailDocument,
  type StaffInquiryDetailQuery,
  StaffMarkInquiryReadDocument,
  StaffResolveDisputeDocument,
  StaffUpdateInquiryDocument,
  type UpdateParticipantInquiryInput,
} from '../../gql/staff/graphql';
import { execute } from '../../lib/graphql';

export type InquiryCard = StaffInquiryCardFragment;
export type InquiryComment = StaffInquiryCommentFragment;
export type InquiryDetail = NonNullable<StaffInquiryDetailQuery['getParticipantInquiry']>;

/** The board's columns, in the order of the staff spec's statuses (section 4). */
export const INQUIRY_STATUSES: readonly InquiryStatus[] = [
  'new',
  'inProgress',
  'awaitingCustomerResponse',
  'responseReceived',
  'awaitingInternal',
  'closed',
];

export const INQUIRY_CATEGORIES = [
  'Policy Question',
  'Tech Support',
  'Account Question',
  'Incentives',
  'Mileage Reporting',
  'Other',
] as const;

export const UNASSIGNED = 'unassigned';
/** Cards per column page. */
export const COLUMN_PAGE_SIZE = 20;
/** Comments per timeline page. */
const COMMENT_PAGE_SIZE = 100;

export interface BoardFilters {
  category: string | null;
  assignee: string | null;
  username: string | null;
}

type ColumnPage = StaffInquiryColumnQuery['listParticipantInquirys'];
type ColumnData = InfiniteData<ColumnPage, string | null>;

/** Query keys of the staff inquiry pages (the top bar's unread count lives under the same root). */
export const inquiryKeys = {
  all: ['staff', 'inquiries'] as const,
  columns: ['staff', 'inquiries', 'column'] as const,
  column: (status: InquiryStatus, filters: BoardFilters) => ['staff', 'inquiries', 'column', status, filters] as const,
  detail: (id: string) => ['staff', 'inquiries', 'detail', id] as const,
  comments: (id: string) => ['staff', 'inquiries', 'comments', id] as const,
  unreadTotal: ['staff', 'inquiries', 'unreadTotal'] as const,
};

/** One board column: its status's inquiries, newest first, a server page at a time ("load more"). */
export function useInquiryColumn(status: InquiryStatus, filters: BoardFilters) {
  return useInfiniteQuery({
    queryKey: inquiryKeys.column(status, filters),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) =>
      (
        await execute(StaffInquiryColumnDocument, {
          filter: {
            status,
            category: filters.category,
            assignee: filters.assignee,
            username: filters.username,
          },
          limit: COLUMN_PAGE_SIZE,
          nextToken: pageParam,
        })
      ).listParticipantInquirys,
    getNextPageParam: (last) => last.nextToken ?? undefined,
  });
}

function withoutCard(data: ColumnData | undefined, id: string): ColumnData | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.filter((i) => i.id !== id) })) };
}

function withCardOnTop(data: ColumnData | undefined, card: InquiryCard): ColumnData | undefined {
  if (!data || data.pages.length === 0) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, items: [card, ...first.items.filter((i) => i.id !== card.id)] }, ...rest] };
}

/**
 * Moves a card to another column at once (optimistic) and saves the status; on failure every column
 * is put back as it was and the error is thrown for the caller's message.
 */
export function useMoveInquiry(filters: BoardFilters) {
  const queryClient = useQueryClient();
  return async (card: InquiryCard, to: InquiryStatus): Promise<InquiryCard> => {
    const from = card.status;
    const fromKey = inquiryKeys.column(from, filters);
    const toKey = inquiryKeys.column(to, filters);
    await queryClient.cancelQueries({ queryKey: inquiryKeys.columns });
    const before = {
      from: queryClient.getQueryData<ColumnData>(fromKey),
      to: queryClient.getQueryData<ColumnData>(toKey),
    };
    queryClient.setQueryData<ColumnData>(fromKey, (d) => withoutCard(d, card.id));
    queryClient.setQueryData<ColumnData>(toKey, (d) => withCardOnTop(d, { ...card, status: to }));
    try {
      const saved = (await execute(StaffUpdateInquiryDocument, { input: { id: card.id, status: to } }))
        .updateParticipantInquiry;
      queryClient.setQueryData<ColumnData>(toKey, (d) => withCardOnTop(d, saved));
      return saved;
    } catch (error) {
      queryClient.setQueryData(fromKey, before.from);
      queryClient.setQueryData(toKey, before.to);
      throw error;
    }
  };
}

export function useInquiryDetail(id: string) {
  return useQuery({
    queryKey: inquiryKeys.detail(id),
    queryFn: async () => (await execute(StaffInquiryDetailDocument, { id })).getParticipantInquiry,
  });
}

/** Every comment of the inquiry, notes included, oldest first (further pages on demand). */
export function useInquiryComments(id: string) {
  return useInfiniteQuery({
    queryKey: inquiryKeys.comments(id),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) =>
      (await execute(StaffInquiryCommentsDocument, { inquiryId: id, limit: COMMENT_PAGE_SIZE, nextToken: pageParam }))
        .listParticipantInquiryComments,
    getNextPageParam: (last) => last.nextToken ?? undefined,
  });
}

export async function updateInquiry(input: UpdateParticipantInquiryInput): Promise<InquiryCard> {
  return (await execute(StaffUpdateInquiryDocument, { input })).updateParticipantInquiry;
}

export async function createComment(inquiryId: string, body: string, type: 'message' | 'note') {
  return (await execute(StaffCreateInquiryCommentDocument, { input: { inquiryId, body, type } }))
    .createParticipantInquiryComment;
}

export async function markInquiryRead(id: string) {
  return (await execute(StaffMarkInquiryReadDocument, { id })).markParticipantInquiryRead;
}

/** Staff decide the inquiry's dispute (the decision is sent and the inquiry closed by the server). */
export async function resolveDispute(input: ResolveDisputeInput) {
  return (await execute(StaffResolveDisputeDocument, { input })).resolveDispute;
}
