import type { ListDialect } from './pagination';
import type { ApiContext, ApiDefinition, ApiRequest } from './transport';

/**
 * How an interface stores records: its request function (which unwraps its envelope), its list
 * dialect and how it takes a partial update. The builders of crud.ts make one operation each from
 * it, called in one line from that operation's file; the look-up before a Create
 * (findBeforeCreate.ts) lists with it.
 */
export interface RecordApi {
	definition: ApiDefinition;
	request(this: ApiContext, request: ApiRequest): Promise<any>;
	pages: ListDialect;
	/** How it takes a partial update: PATCH unless the interface documents a PUT that keeps omitted fields */
	updateMethod?: 'PUT' | 'PATCH';
	/** Largest Limit the interface allows, where it documents one */
	maxLimit?: number;
}
