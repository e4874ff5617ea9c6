import { useQuery } from '@tanstack/react-query';
import { InquiriesTabCommentsDocument, InquiriesTabInquiriesDocument } from '../../gql/graphql';
import { execute, listAll } from '../../lib/graphql';

/** Query keys of the inquiries: every read and invalidation names its data through these. */
export const inquiryKeys = {
  /** Every query of one participant's inquiries starts with this key (the support form refreshes them). */
  all: (username: string) => ['inquiries', username] as const,
  list: (username: string) => [...inquiryKeys.all(username), 'list'] as const,
  messages: (username: string, inquiryId: string) => [...inquiryKeys.all(username), 'messages', inquiryId] as const,
};

/** The participant's inquiries, newest first. */
export function useInquiries(username: string) {
  return useQuery({
    queryKey: inquiryKeys.list(username),
    queryFn: () =>
      listAll(async ({ limit, nextToken }) => {
        const result = await execute(InquiriesTabInquiriesDocument, { username, limit, nextToken });
        return result.getInquiriesByUsernameByStatus;
      }),
  });
}

/**
 * An inquiry's conversation, newest first: messages only. The server never sends notes to participants;
 * the view keeps to messages as well, so it shows the conversation whoever opens it.
 */
export function useInquiryMessages(username: string, inquiryId: string) {
  return useQuery({
    queryKey: inquiryKeys.messages(username, inquiryId),
    queryFn: async () => {
      const comments = await listAll(async ({ limit, nextToken }) => {
        const result = await execute(InquiriesTabCommentsDocument, { inquiryId, limit, nextToken });
        return result.listParticipantInquiryComments;
      });
      return comments.filter((comment) => comment.type === 'message');
    },
  });
}
