/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation ImportInvitations($csv: String!, $pilot: String) {\n  importInvitations(csv: $csv, pilot: $pilot) {\n    added\n    duplicates\n    rejected {\n      line\n      email\n      reason\n    }\n  }\n}\n\nquery ListInvitations($filter: ModelInvitationFilterInput, $limit: Int, $nextToken: String) {\n  listInvitations(\n    filter: $filter\n    limit: $limit\n    nextToken: $nextToken\n    sortDirection: DESC\n  ) {\n    items {\n      id\n      email\n      pilotShortName\n      createdAt\n      createdBy\n    }\n    nextToken\n  }\n}": typeof types.ImportInvitationsDocument,
    "query ListParticipants($limit: Int, $nextToken: String, $sortDirection: ModelSortDirection) {\n  listParticipants(\n    limit: $limit\n    nextToken: $nextToken\n    sortDirection: $sortDirection\n  ) {\n    items {\n      username\n      accountNo\n      email\n      firstName\n      middleName\n      lastName\n      status\n      createdAt\n      pilotProgram {\n        id\n        shortName\n      }\n    }\n    nextToken\n  }\n}": typeof types.ListParticipantsDocument,
};
const documents: Documents = {
    "mutation ImportInvitations($csv: String!, $pilot: String) {\n  importInvitations(csv: $csv, pilot: $pilot) {\n    added\n    duplicates\n    rejected {\n      line\n      email\n      reason\n    }\n  }\n}\n\nquery ListInvitations($filter: ModelInvitationFilterInput, $limit: Int, $nextToken: String) {\n  listInvitations(\n    filter: $filter\n    limit: $limit\n    nextToken: $nextToken\n    sortDirection: DESC\n  ) {\n    items {\n      id\n      email\n      pilotShortName\n      createdAt\n      createdBy\n    }\n    nextToken\n  }\n}": types.ImportInvitationsDocument,
    "query ListParticipants($limit: Int, $nextToken: String, $sortDirection: ModelSortDirection) {\n  listParticipants(\n    limit: $limit\n    nextToken: $nextToken\n    sortDirection: $sortDirection\n  ) {\n    items {\n      username\n      accountNo\n      email\n      firstName\n      middleName\n      lastName\n      status\n      createdAt\n      pilotProgram {\n        id\n        shortName\n      }\n    }\n    nextToken\n  }\n}": types.ListParticipantsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ImportInvitations($csv: String!, $pilot: String) {\n  importInvitations(csv: $csv, pilot: $pilot) {\n    added\n    duplicates\n    rejected {\n      line\n      email\n      reason\n    }\n  }\n}\n\nquery ListInvitations($filter: ModelInvitationFilterInput, $limit: Int, $nextToken: String) {\n  listInvitations(\n    filter: $filter\n    limit: $limit\n    nextToken: $nextToken\n    sortDirection: DESC\n  ) {\n    items {\n      id\n      email\n      pilotShortName\n      createdAt\n      createdBy\n    }\n    nextToken\n  }\n}"): typeof import('./graphql').ImportInvitationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListParticipants($limit: Int, $nextToken: String, $sortDirection: ModelSortDirection) {\n  listParticipants(\n    limit: $limit\n    nextToken: $nextToken\n    sortDirection: $sortDirection\n  ) {\n    items {\n      username\n      accountNo\n      email\n      firstName\n      middleName\n      lastName\n      status\n      createdAt\n      pilotProgram {\n        id\n        shortName\n      }\n    }\n    nextToken\n  }\n}"): typeof import('./graphql').ListParticipantsDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
