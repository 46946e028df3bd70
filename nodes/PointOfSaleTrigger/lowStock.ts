import type { IDataObject, IPollFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { posRequest } from '../PointOfSale/api';
import { pathId } from '../shared/parameters';
import type { Change, ChangeState } from '../shared/pollingChanges';

/** A watched product's side of the threshold: the value the Low Stock event watches */
const BELOW = 'below';
const AT_OR_ABOVE = 'at or above';

/** What Low Stock watches, as its parameters set it */
function lowStockWatch(ctx: IPollFunctions) {
	const products = (ctx.getNodeParameter('products', []) as string[]).map(String);
	if (!products.length)
		throw new NodeOperationError(
			ctx.getNode(),
			'Product Names or IDs: choose at least one product to watch',
		);
	const threshold = Number(ctx.getNodeParameter('threshold', 5));
	const field = String(ctx.getNodeParameter('stockField', 'quantity')).trim();
	return { products, threshold, field };
}

/** What Low Stock watches, as the key of its position: another product, threshold or stock field starts over. */
export function lowStockKey(ctx: IPollFunctions): string {
	const { products, threshold, field } = lowStockWatch(ctx);
	return JSON.stringify(['lowStock', products, threshold, field]);
}

/** A watched product's stock as a poll reads it, its side of the threshold and its inventory record. */
interface StockReading extends IDataObject {
	id: string;
	stock: number;
	side: typeof BELOW | typeof AT_OR_ABOVE;
	inventory: IDataObject;
}

export const sideOfThreshold = (reading: IDataObject) => String(reading.side);

/** The watched products' stock, one request each; a record without a number in the stock field is refused. */
export async function* stockReadings(ctx: IPollFunctions): AsyncGenerator<StockReading[]> {
	const { products, threshold, field } = lowStockWatch(ctx);
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
		readings.push({ id, stock, side: stock < threshold ? BELOW : AT_OR_ABOVE, inventory });
	}
	yield readings;
}

/** The readings of the products below the threshold now. */
export const belowNow = (readings: IDataObject[]): IDataObject[] =>
	readings.filter((reading) => sideOfThreshold(reading) === BELOW);

/** The readings of the products whose side changed to below since the last poll. */
export const fallenBelow = (changes: Change[]): IDataObject[] =>
	belowNow(changes.map(({ record }) => record));

/** The items reported for these readings: each product's stock and threshold, with its inventory and product records. */
export async function lowStockItems(
	ctx: IPollFunctions,
	below: IDataObject[],
): Promise<IDataObject[]> {
	const { threshold } = lowStockWatch(ctx);
	const items: IDataObject[] = [];
	for (const { id, stock, inventory } of below as StockReading[]) {
		// The inventory record does not name the product: its name and record come along for the next step.
		const product = await posRequest.call(ctx, {
			method: 'GET',
			path: `/products/${pathId(ctx, 0, 'products', { value: String(id) })}`,
		});
		items.push({ product_id: id, name: product?.name, stock, threshold, inventory, product });
	}
	return items;
}

/** Static data as the trigger kept it before it watched the side of the threshold: whether each product was below. */
interface BelowByProductState extends ChangeState {
	key?: string;
	below?: Record<string, boolean>;
}

/** Takes over the position an earlier release kept, so that the first poll after an update reports a fall. */
export function adoptBelowByProduct(state: BelowByProductState, key: string) {
	if (!state.below) return;
	if (state.key === key) {
		const values = Object.entries(state.below).map(([id, below]) => [
			id,
			{ value: below ? BELOW : AT_OR_ABOVE },
		]);
		state.changes = { key, values: Object.fromEntries(values) };
	}
	delete state.key;
	delete state.below;
}
