// The transport: every request of the pack goes through apiRequest / apiRequestFull.
export { apiRequest, apiRequestFull, interfaceRequest } from './request';
export { apiError, apiErrorParts, mayHaveTakenEffect, unexpectedAnswer } from './errors';
export { runsOperationOfKind } from './kind';
export { runCredential } from './credential';
export { credentialTest } from './credentialTest';
export { unwrapEnvelope } from './envelope';
export type { Envelope } from './envelope';
export { RETRY, retryDelay } from './retry';
export { MAX_REDIRECTS } from './redirects';
export { AdaptiveWindow, WINDOW, runWindow } from './window';
export type { ApiContext, ApiDefinition, ApiRequest, ApiResponse, RequestKind } from './types';
