export { FakeOpenAI } from './openai/fake-openai.js';
export type {
  FakeApi,
  FakeAzureResource,
  FakeFault,
  FakeStep,
  Flavour,
  RecordedRequest,
} from './openai/fake-openai.js';
export type { FakeReply, FakeToolCall, ResponseItem } from './openai/wire.js';
export { OpenApiValidator, overlay, toJsonSchema } from './openapi-validator.js';
export { readSpec, specPath, specsDirectory } from './specs.js';
export { TempRepo } from './git/temp-repo.js';
export { FakeGitHub } from './github/fake-github.js';
export type { GitHubFault, LoggedRequest } from './github/fake-github.js';
export type { FakePullRequestInput, FakePullFile, FakePull } from './github/state.js';
export {
  additionPatch,
  addPullRequestFromEvent,
  examplePullRequestEvent,
} from './github/pull-request-event.js';
export type { PullRequestEvent } from './github/pull-request-event.js';
export { FakeAzureDevOps } from './azure-devops/fake-azure-devops.js';
export type { AzureFault, AzureLoggedRequest } from './azure-devops/fake-azure-devops.js';
export type { AzurePullRequestInput, AzureChange } from './azure-devops/state.js';
export type { InjectedFault } from './faults.js';
export { FaultProxy, PROXY_FAULTS } from './fault-proxy.js';
export type { FaultProxyOptions, ProxiedRequest, ProxyFault } from './fault-proxy.js';
export { chromiumExecutable, launchChromium } from './browser/chromium.js';
export { sarifMultitoolProblems } from './sarif/multitool.js';
export { authCaller, vulnerableAuth } from './fixtures/vulnerable-auth.js';
export {
  changesSinceAnswers,
  PUSHED_TWICE,
  PUSHED_TWICE_ANSWERS,
} from './fixtures/pushed-twice.js';
export type { ChangesSinceSource } from './fixtures/pushed-twice.js';
export { onHost, parseMermaid, render } from './markdown/rendered.js';
export type { MermaidGraph, Rendered } from './markdown/rendered.js';
