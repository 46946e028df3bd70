import type { IDataObject, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes, NodeOperationError } from 'n8n-workflow';

import { loadOptions } from '../PointOfSale/methods/loadOptions';
import { pointOfSale, posPages, posRequest } from '../PointOfSale/api';
import { listPages } from '../shared/pagination';
import { pathId } from '../shared/parameters';
import { committedPoll, eventParameter, newRecordsSince } from '../shared/polling';
import type { ChangeState } from '../shared/pollingChanges';
import { changedRecords } from '../shared/pollingChanges';
import type { PollResult } from '../shared/polling';

const newSale = { show: { event: ['newSale'] } };
const lowStock = { show: { event: ['lowStock'] } };

/** What the trigger reports, one item per record or change */
const EVENTS = [
	{
		name: 'Low Stock',
		value: 'lowStock',
		description: 'The stock of a chosen product falls below the threshold, once per fall',
	},
	{ name: 'New Sale', value: 'newSale', description: 'Each new sale, once' },
];

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
		credentials: [{ name: 'bizOpsPointOfSaleApi', required: true }],
		properties: [
			eventParameter(EVENTS, 'newSale'),
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
			{
				displayName: 'Threshold',
				name: 'threshold',
				type: 'number',
				default: 5,
				typeOptions: { minValue: 0 },
				displayOptions: lowStock,
				description: 'Reported when the stock goes from this number or more to less than it',
			},
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

	methods = { loadOptions };

	async poll(this: IPollFunctions): PollResult {
		return await committedPoll(this, async function (this: IPollFunctions) {
			const records =
				this.getNodeParameter('event') === 'lowStock'
					? await lowStockCrossings(this)
					: await newSales(this);
			return records;
		});
	}
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

async function newSales(ctx: IPollFunctions): Promise<IDataObject[]> {
	const method = String(ctx.getNodeParameter('paymentMethod', '')).trim();
	const pages = checkedNewestFirst(
		ctx,
		listPages(ctx, pointOfSale, { method: 'GET', path: '/sales' }, posPages),
	);
	const sales = await newRecordsSince(ctx, 'newSale', pages, (sale) => String(sale.created_at));
	// Filtered after the walk, so that the position moves past the sales of other methods too.
	return method ? sales.filter((sale) => String(sale.payment_method ?? '') === method) : sales;
}

/** A watched product's stock as a poll reads it, with its inventory record. */
interface StockReading extends IDataObject {
	id: string;
	stock: number;
	inventory: IDataObject;
}

/** The watched products' stock, one request each; a record without a number in `field` is refused. */
async function* stockReadings(
	ctx: IPollFunctions,
	products: string[],
	field: string,
): AsyncGenerator<StockReading[]> {
	const readings: StockReading[] = [];
	for (const id of products) {
		const inventory = await posRequest.call(ctx, {
			method: 'GET',
			path: `/inventory/${pathId(ctx, 0, 'products', { value: id })}`,
		});
		const stock = Number(inventory?.[field]);
		if (
			inventory?.[field] === undefined ||
			inventory?.[field] === null ||
			!Number.isFinite(stock)
		) {
			throw new NodeOperationError(
				ctx.getNode(),
				`The inventory of product ${id} has no number in "${field}"`,
				{
					description:
						'Set Stock Field to the field of the inventory record that holds the units in stock.',
				},
			);
		}
		readings.push({ id, stock, inventory });
	}
	yield readings;
}

/**
 * The watched products whose stock went below the threshold since the last poll. Each product's
 * side of the threshold is the watched value of changedRecords (the position, first poll and
 * missed polls of every status-change trigger): a product is reported once per fall, and watched
 * again after its stock is back at the threshold or above. A manual run shows the products below
 * now and moves nothing.
 */
async function lowStockCrossings(ctx: IPollFunctions): Promise<IDataObject[]> {
	const products = (ctx.getNodeParameter('products', []) as string[]).map(String);
	const threshold = Number(ctx.getNodeParameter('threshold', 5));
	const field = String(ctx.getNodeParameter('stockField', 'quantity')).trim();
	if (!products.length)
		throw new NodeOperationError(
			ctx.getNode(),
			'Product Names or IDs: choose at least one product to watch',
		);
	const side = (reading: IDataObject) =>
		Number(reading.stock) < threshold ? BELOW : 'at or above';
	const readings = stockReadings(ctx, products, field);
	let fallen: IDataObject[];
	if (ctx.getMode() === 'manual') {
		fallen = [];
		for await (const page of readings) fallen.push(...page.filter((r) => side(r) === BELOW));
	} else {
		const key = JSON.stringify(['lowStock', products, threshold, field]);
		adoptLegacyState(ctx, key);
		const changes = await changedRecords(ctx, key, readings, side);
		fallen = changes.filter((c) => side(c.record) === BELOW).map((c) => c.record);
	}
	const crossed: IDataObject[] = [];
	for (const { id, stock, inventory } of fallen) {
		// The inventory record does not name the product: its name and record come along for the next step.
		const product = await posRequest.call(ctx, {
			method: 'GET',
			path: `/products/${pathId(ctx, 0, 'products', { value: String(id) })}`,
		});
		crossed.push({ product_id: id, name: product?.name, stock, threshold, inventory, product });
	}
	return crossed;
}

const BELOW = 'below';

/** Static data as the trigger kept it before it used changedRecords: whether each product was below. */
interface LegacyLowStockState extends ChangeState {
	key?: string;
	below?: Record<string, boolean>;
}

/** Takes over the position an earlier release kept, so that the first poll after an update reports a fall. */
function adoptLegacyState(ctx: IPollFunctions, key: string) {
	const state = ctx.getWorkflowStaticData('node') as LegacyLowStockState;
	if (!state.below) return;
	if (state.key === key) {
		const values = Object.entries(state.below).map(([id, below]) => [
			id,
			{ value: below ? BELOW : 'at or above' },
		]);
		state.changes = { key, values: Object.fromEntries(values) };
	}
	delete state.key;
	delete state.below;
}
