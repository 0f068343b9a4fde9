export { AzureDevOpsProvider } from './azure-devops-provider.js';
export { toVcsError } from './errors.js';
export type { AzureDevOpsProviderOptions } from './azure-devops-provider.js';
export { escapeForAzureDevOps } from './escape.js';
