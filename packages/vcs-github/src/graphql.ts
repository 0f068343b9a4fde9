// The GraphQL documents the provider sends (validated by the fake against GitHub's schema).

export const REVIEW_THREADS = /* GraphQL */ `
  query CodeHawkReviewThreads($owner: String!, $name: String!, $number: Int!, $after: String) {
    repository(owner: $owner, name: $name) {
      pullRequest(number: $number) {
        reviewThreads(first: 100, after: $after) {
          pageInfo {
            hasNextPage
            endCursor
          }
          nodes {
            id
            isResolved
            path
            line
            originalLine
            comments(first: 100) {
              nodes {
                id
                databaseId
                body
                createdAt
                author {
                  login
                }
              }
            }
          }
        }
      }
    }
  }
`;

export const RESOLVE_THREAD = /* GraphQL */ `
  mutation CodeHawkResolveThread($threadId: ID!) {
    resolveReviewThread(input: { threadId: $threadId }) {
      thread {
        id
        isResolved
      }
    }
  }
`;

export const UNRESOLVE_THREAD = /* GraphQL */ `
  mutation CodeHawkUnresolveThread($threadId: ID!) {
    unresolveReviewThread(input: { threadId: $threadId }) {
      thread {
        id
        isResolved
      }
    }
  }
`;

interface CommentNode {
  id: string;
  databaseId: number | null;
  body: string;
  createdAt: string;
  author: { login: string } | null;
}

export interface ThreadNode {
  id: string;
  isResolved: boolean;
  path: string;
  line: number | null;
  originalLine: number | null;
  comments: { nodes: (CommentNode | null)[] | null };
}

export interface ReviewThreadsResult {
  repository: {
    pullRequest: {
      reviewThreads: {
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
        nodes: (ThreadNode | null)[] | null;
      };
    } | null;
  } | null;
}
