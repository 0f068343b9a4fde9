export { AzureDevOpsProvider, toVcsError } from './azure-devops-provider.js';
export type { AzureDevOpsProviderOptions } from './azure-devops-provider.js';
export { escapeForAzureDevOps } from './escape.js';
