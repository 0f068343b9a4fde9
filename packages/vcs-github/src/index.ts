export { GitHubProvider, GITHUB_FILE_LIMIT } from './github-provider.js';
export type { GitHubProviderOptions } from './github-provider.js';
export { createGitHubClient, toVcsError } from './client.js';
export type { GitHubClient, GitHubClientOptions, GitHubAuthOptions } from './client.js';
