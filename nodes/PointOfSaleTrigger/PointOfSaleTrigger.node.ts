import type { IDataObject, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes, NodeOperationError } from 'n8n-workflow';

import { loadOptions } from '../PointOfSale/methods/loadOptions';
import { pointOfSale, pointOfSaleCredentialTest, posPages } from '../PointOfSale/api';
import { number } from '../shared/parameters';
import { listPages } from '../shared/pagination';
import { newRecords, pollingTrigger } from '../shared/polling';
import { valueChanges } from '../shared/pollingChanges';
import {
	adoptBelowByProduct,
	belowNow,
	fallenBelow,
	lowStockItems,
	lowStockKey,
	sideOfThreshold,
	stockReadings,
} from './lowStock';

const newSale = { show: { event: ['newSale'] } };
const lowStock = { show: { event: ['lowStock'] } };

/** The events the trigger reports, one item per record or change, and how each is polled */
const trigger = pollingTrigger('newSale', [
	{
		name: 'Low Stock',
		value: 'lowStock',
		description: 'The stock of a chosen product falls below the threshold, once per fall',
		// Each watched product's side of the threshold: reported once per fall, and watched again
		// once its stock is back at the threshold or above.
		poll: valueChanges({
			key: lowStockKey,
			list: stockReadings,
			valueOf: sideOfThreshold,
			emit: async (ctx, changes) => await lowStockItems(ctx, fallenBelow(changes)),
			// A manual run asks which products are low now.
			sample: async (ctx, readings) => await lowStockItems(ctx, belowNow(readings)),
			sampleEveryManualRun: true,
			adoptEarlierState: adoptBelowByProduct,
		}),
	},
	{
		name: 'New Sale',
		value: 'newSale',
		description: 'Each new sale, once',
		poll: newRecords({
			key: () => 'newSale',
			list: (ctx) =>
				checkedNewestFirst(
					ctx,
					listPages(ctx, pointOfSale, { method: 'GET', path: '/sales' }, posPages),
				),
			timestampOf: (sale) => String(sale.created_at),
			emit: salesPaidAsChosen,
		}),
	},
]);

export class PointOfSaleTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'BizOps Point of Sale Trigger',
		name: 'pointOfSaleTrigger',
		icon: {
			light: 'file:../../icons/pointOfSale.svg',
			dark: 'file:../../icons/pointOfSale.dark.svg',
		},
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["event"]}}',
		description:
			'Starts the workflow on each new sale, or when the stock of a product falls below a threshold, in BizOps Point of Sale',
		defaults: { name: 'BizOps Point of Sale Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [
			{ name: 'bizOpsPointOfSaleApi', required: true, testedBy: 'bizOpsCredentialTest' },
		],
		builderHint: {
			searchHint:
				'Starts a workflow on BizOps Point of Sale events: new sale, low stock (polls; credential bizOpsPointOfSaleApi).',
			relatedNodes: [
				{
					nodeType: 'n8n-nodes-bizops.pointOfSale',
					relationHint: 'Reads the sale, product or stock',
				},
				{ nodeType: 'n8n-nodes-bizops.invoicing', relationHint: 'Sale → CFDI invoice' },
				{ nodeType: 'n8n-nodes-bizops.signage', relationHint: 'Low stock → sold-out playlist' },
				{ nodeType: 'n8n-nodes-bizops.chat', relationHint: 'Alert in chat' },
			],
		},
		properties: [
			trigger.eventParameter,
			{
				displayName: 'Payment Method',
				name: 'paymentMethod',
				type: 'string',
				default: '',
				displayOptions: newSale,
				placeholder: 'e.g. cash',
				description: 'Only sales paid this way; empty for every sale',
			},
			{
				displayName: 'Product Names or IDs',
				name: 'products',
				type: 'multiOptions',
				typeOptions: { loadOptionsMethod: 'getProducts' },
				default: [],
				required: true,
				displayOptions: lowStock,
				description:
					'The products to watch. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
			},
			number(
				'Threshold',
				'threshold',
				'Reported when the stock goes from this number or more to less than it',
				{ default: 5, typeOptions: { minValue: 0 }, displayOptions: lowStock },
			),
			{
				displayName: 'Stock Field',
				name: 'stockField',
				type: 'string',
				default: 'quantity',
				displayOptions: lowStock,
				description:
					'The field of the inventory record that holds the units in stock (the document does not name it)',
			},
		],
	};

	methods = { loadOptions, credentialTest: pointOfSaleCredentialTest };

	poll = trigger.poll;
}

/**
 * The walk stops at the first sale the last poll saw, which needs the list newest first by
 * `created_at`. The document does not show the order or the fields: a list that breaks either is
 * refused with what is wrong, rather than read half and sales missed.
 */
async function* checkedNewestFirst(
	ctx: IPollFunctions,
	pages: AsyncIterable<IDataObject[]>,
): AsyncGenerator<IDataObject[]> {
	let previous = Infinity;
	for await (const page of pages) {
		for (const sale of page) {
			const at = Date.parse(String(sale.created_at));
			if (Number.isNaN(at)) {
				throw new NodeOperationError(
					ctx.getNode(),
					`Sale ${String(sale.id)} has no created_at date: New Sale needs it to tell which sales are new`,
				);
			}
			if (at > previous) {
				throw new NodeOperationError(
					ctx.getNode(),
					'The service does not list sales newest first: New Sale cannot tell which sales are new',
					{
						description:
							'New Sale walks the list until it reaches the sales of the previous poll, which needs the newest sale first.',
					},
				);
			}
			previous = at;
		}
		yield page;
	}
}

/** The new sales paid with the chosen method; filtered after the walk, so that the position moves past the others too. */
function salesPaidAsChosen(ctx: IPollFunctions, sales: IDataObject[]): IDataObject[] {
	const method = String(ctx.getNodeParameter('paymentMethod', '')).trim();
	return method ? sales.filter((sale) => String(sale.payment_method ?? '') === method) : sales;
}
