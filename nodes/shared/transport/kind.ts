import type { IExecuteFunctions } from 'n8n-workflow';

import type { ApiContext, ApiRequest, RequestKind } from './types';
import { isExecute } from './types';

/** The declared kind of the operation each action node run executes, by its context (see the router). */
const operationKinds = new WeakMap<object, RequestKind>();

/** The router's note of the operation a run executes: its requests are of this kind unless they say otherwise. */
export function runsOperationOfKind(ctx: IExecuteFunctions, kind: RequestKind): void {
	operationKinds.set(ctx, kind);
}

/**
 * Whether a request reads or writes, the one answer every part of the transport asks: its own
 * `kind` where it gives one, else the declared kind of the operation that sends it. Outside an
 * operation, pickers, polls and deliveries only read; a webhook registration, or an action node's
 * request sent other than through the router, is taken for a write unless it says it reads.
 */
export function requestKind(ctx: ApiContext, request: ApiRequest): RequestKind {
	if (request.kind) return request.kind;
	const declared = operationKinds.get(ctx);
	if (declared) return declared;
	return isExecute(ctx) || 'getWebhookDescription' in ctx ? 'write' : 'read';
}

/**
 * Whether sending the request again after a transient failure has the effect of sending it once:
 * a read, or a write the request itself declares idempotent; never a request that forbids retries.
 */
export const isRetriable = (ctx: ApiContext, request: ApiRequest) =>
	request.retry !== false && (requestKind(ctx, request) === 'read' || request.idempotent === true);
