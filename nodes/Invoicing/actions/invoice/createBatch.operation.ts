import type {
	IDataObject,
	IExecuteFunctions,
	INodeProperties,
	JsonObject,
	NodeOperationError,
} from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import type { OperationOption, OperationOutput, OperationResult } from '../../../shared/router';
import { apiErrorParts, mayHaveTakenEffect } from '../../../shared/transport';
import { invoicingRequest } from '../../api';
import { invoiceBody, invoiceFields } from './fields';

export const option: OperationOption = {
	name: 'Create in Batch',
	action: 'Create invoices in batch',
	description: 'Issue one invoice per input item in batch requests of up to 100',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: "the stamped invoice of the item, from the batch's answer; an item that was not stamped fails with a message saying whether it may have been",
};

/** Each input item is one invoice: its fields come from the item by expression. */
export const example = `node({
	type: 'n8n-nodes-bizops.invoicing',
	version: 1,
	config: {
		name: 'Invoice Each Sale',
		parameters: {
			resource: 'invoice',
			operation: 'createBatch',
			receptor_rfc: expr('{{ $json.customer.rfc }}'),
			receptor_nombre: expr('{{ $json.customer.legalName }}'),
			receptor_regimen_fiscal: expr('{{ $json.customer.taxRegime }}'),
			receptor_domicilio_fiscal: expr('{{ $json.customer.postalCode }}'),
			receptor_uso_cfdi: 'G03',
			conceptosInput: 'json',
			conceptosJson: expr('{{ JSON.stringify($json.lines) }}'),
			forma_pago: '04',
		},
		credentials: { bizOpsInvoicingApi: newCredential('BizOps Invoicing') },
	},
})`;

/** The documented maximum of invoices per batch request. */
export const BATCH_SIZE = 100;

export const description: INodeProperties[] = [
	{
		displayName:
			'Each input item is one invoice. They are sent in requests of up to 100, each stamped on its own; every result goes back to its item. A request is never sent twice.',
		name: 'batchNotice',
		type: 'notice',
		default: '',
	},
	...invoiceFields,
];

type Outcome = IDataObject | Error;

interface Failure {
	itemIndex: number;
	error: unknown;
	/** Its batch request may have stamped it (the answer was lost or spoiled) */
	mayBeStamped?: boolean;
}

/** Why an item has no invoice, as an API error naming the item. */
function itemError(
	ctx: IExecuteFunctions,
	{ itemIndex, error, mayBeStamped }: Failure,
	summary: string,
) {
	const { code, message } = apiErrorParts(error);
	const fate = mayBeStamped ? 'may have been stamped' : 'was not stamped';
	return new NodeApiError(ctx.getNode(), { code, message } as JsonObject, {
		message: `The invoice of item ${itemIndex} ${fate}: ${message ?? 'no reason given'}${code ? ` (${code})` : ''}`,
		description: summary,
		httpCode: '422',
		itemIndex,
	});
}

/**
 * Every item's invoice, checked first (a bad item fails the run before any request unless
 * Continue On Fail is on), then sent in chunks of 100. A chunk's request is a POST that stamps
 * documents: it is never repeated, and when it fails the chunks after it are not sent.
 */
export async function executeBatch(
	this: IExecuteFunctions,
	itemIndexes: number[],
): Promise<Array<OperationResult | Error>> {
	const outcomes = new Map<number, Outcome>();
	const ready = checkedInvoices(this, itemIndexes, outcomes);
	const failures: Failure[] = [];
	let broken: Error | undefined;
	for (let start = 0; start < ready.length; start += BATCH_SIZE) {
		const chunk = ready.slice(start, start + BATCH_SIZE);
		if (broken) {
			failures.push(...notSent(chunk, broken));
			continue;
		}
		let response: IDataObject;
		try {
			response = await invoicingRequest.call(this, {
				method: 'POST',
				path: '/invoices/batch',
				body: { invoices: chunk.map((entry) => entry.body) },
			});
		} catch (error) {
			broken = error as Error;
			failures.push(...batchFailed(chunk, broken));
			continue;
		}
		failures.push(...recordResults(chunk, response, outcomes));
	}
	const stamped = [...outcomes.values()].filter((outcome) => !(outcome instanceof Error)).length;
	const summary = failureSummary(failures, stamped);
	for (const failure of failures)
		outcomes.set(failure.itemIndex, itemError(this, failure, summary));
	return itemIndexes.map((itemIndex) => outcomes.get(itemIndex)!);
}

type Ready = Array<{ itemIndex: number; body: IDataObject }>;

/** Each item's invoice body, checked; with Continue On Fail an item that fails its check gets its error as its outcome. */
function checkedInvoices(
	ctx: IExecuteFunctions,
	itemIndexes: number[],
	outcomes: Map<number, Outcome>,
): Ready {
	const ready: Ready = [];
	for (const itemIndex of itemIndexes) {
		try {
			ready.push({ itemIndex, body: invoiceBody(ctx, itemIndex) });
		} catch (error) {
			// checks() fails with a NodeOperationError naming the field and the item.
			if (!ctx.continueOnFail()) throw error as NodeOperationError;
			outcomes.set(itemIndex, error as Error);
		}
	}
	return ready;
}

/** A chunk after a failed batch request: not sent at all. */
const notSent = (chunk: Ready, broken: Error): Failure[] =>
	chunk.map(({ itemIndex }) => ({
		itemIndex,
		error: {
			code: 'not_sent',
			message: `not sent, because an earlier batch request failed (${broken.message})`,
		},
	}));

/** A chunk whose batch request failed: stamped or not as its error leaves open. */
function batchFailed(chunk: Ready, broken: Error): Failure[] {
	const mayBeStamped = mayHaveTakenEffect(broken);
	return chunk.map(({ itemIndex }) => ({
		itemIndex,
		mayBeStamped,
		error: {
			code: 'batch_failed',
			message: `the batch request failed (${broken.message}); check Invoice → Get Many before sending it again`,
		},
	}));
}

/** A chunk's answer, one result per invoice by its position: the stamped ones as outcomes, the others as failures. */
function recordResults(
	chunk: Ready,
	response: IDataObject,
	outcomes: Map<number, Outcome>,
): Failure[] {
	const results = (response.results ?? []) as IDataObject[];
	const failures: Failure[] = [];
	chunk.forEach(({ itemIndex }, position) => {
		const result = results.find((r) => Number(r.index) === position);
		if (result?.status === 'success') {
			outcomes.set(itemIndex, {
				status: 'success',
				invoice_id: result.invoice_id,
				uuid: result.uuid,
				batch_id: response.batch_id,
			});
		} else {
			failures.push({
				itemIndex,
				error: result
					? (result.error ?? { message: 'no reason given' })
					: { message: 'the batch answer has no result for it' },
			});
		}
	});
	return failures;
}

/** What every failed item's error says of the whole run: which were not stamped, which may have been. */
function failureSummary(failures: Failure[], stamped: number): string {
	const listed = (mayBeStamped: boolean) =>
		failures
			.filter((f) => Boolean(f.mayBeStamped) === mayBeStamped)
			.map((f) => f.itemIndex)
			.join(', ');
	const unsure = listed(true);
	return [
		listed(false) && `Not stamped: item(s) ${listed(false)}.`,
		unsure &&
			`May have been stamped (the answer to their batch request was lost): item(s) ${unsure}; check Invoice → Get Many before sending them again.`,
		`The other ${stamped} invoice(s) of this run were stamped: ${unsure ? 'do not send' : 'send only the failed items again, not'} the whole input${unsure ? ' again' : ''}.`,
	]
		.filter(Boolean)
		.join(' ');
}

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const [outcome] = await executeBatch.call(this, [itemIndex]);
	if (outcome instanceof Error) throw outcome;
	return outcome;
}
