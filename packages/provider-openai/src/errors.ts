import { kindForStatus, ProviderError, retryAfterFromHeaders } from '@codehawk/agent';
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';

/** Any SDK failure as a classified ProviderError (the runner decides what to retry). */
export function toProviderError(error: unknown, signal: AbortSignal | undefined): ProviderError {
  if (signal?.aborted || error instanceof APIUserAbortError) {
    return new ProviderError('cancelled', 'The request was cancelled.', { cause: error });
  }
  if (error instanceof APIConnectionTimeoutError) {
    return new ProviderError('timeout', 'The model endpoint did not answer in time.', {
      cause: error,
    });
  }
  if (error instanceof APIConnectionError) {
    return new ProviderError('connection', `Could not reach the model endpoint: ${error.message}`, {
      cause: error,
    });
  }
  if (error instanceof APIError && typeof error.status === 'number') {
    // instanceof narrows to APIError<any, any, any>: read the headers as what they are.
    const headers: unknown = error.headers;
    const retryAfterMs =
      headers instanceof Headers ? retryAfterFromHeaders((name) => headers.get(name)) : undefined;
    return new ProviderError(
      kindForStatus(error.status),
      `OpenAI API error ${error.status}: ${error.message}`,
      {
        status: error.status,
        ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
        cause: error,
      },
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ProviderError('unknown', `Unexpected failure calling the model: ${message}`, {
    cause: error,
  });
}
