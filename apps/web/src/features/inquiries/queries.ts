import { InquiriesTabCommentsDocument, InquiriesTabInquiriesDocument } from '../../gql/graphql';
import { execute, listAll } from '../../lib/graphql';

/** Every query of one participant's inquiries starts with this key (the support form refreshes them). */
export const inquiriesQueryKey = (username: string) => ['inquiries', username] as const;

/** The participant's inquiries, newest first. */
export function inquiriesQuery(username: string) {
  return {
    queryKey: [...inquiriesQueryKey(username), 'list'] as const,
    queryFn: () =>
      listAll(async ({ limit, nextToken }) => {
        const result = await execute(InquiriesTabInquiriesDocument, { username, limit, nextToken });
        return result.getInquiriesByUsernameByStatus;
      }),
  };
}

/**
 * An inquiry's conversation, newest first: messages only. The server never sends notes to participants;
 * the view keeps to messages as well, so it shows the conversation whoever opens it.
 */
export function inquiryMessagesQuery(username: string, inquiryId: string) {
  return {
    queryKey: [...inquiriesQueryKey(username), 'messages', inquiryId] as const,
    queryFn: async () => {
      const comments = await listAll(async ({ limit, nextToken }) => {
        const result = await execute(InquiriesTabCommentsDocument, { inquiryId, limit, nextToken });
        return result.listParticipantInquiryComments;
      });
      return comments.filter((comment) => comment.type === 'message');
    },
  };
}
