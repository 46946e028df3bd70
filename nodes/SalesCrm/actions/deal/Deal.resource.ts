import type { IDataObject, INodeProperties } from 'n8n-workflow';

import type { Operation } from '../../../shared/router';
import { DEAL_STATUSES, VERTICALS } from '../../api';
import type { Checks } from '../../../shared/crud';
import { dealId } from '../locators';
import { createOperation, customFieldsParameter, getOperation, listOperation, updateOperation } from '../common';
import { choice, dropdown, given, locator, text } from '../../../shared/parameters';
import * as lost from './lost.operation';
import * as move from './move.operation';
import * as won from './won.operation';

const simplifiedKeys = ['id', 'name', 'contact', 'pipeline', 'stage', 'value', 'currency', 'status', 'expected_close_date', 'owner', 'updated_at'];

const ownerField = dropdown('Owner Name or ID', 'owner_id', 'getOwners');

function dealBody(fields: IDataObject, check: Checks): IDataObject {
	const body = given(fields);
	delete body.custom_fields;
	if (fields.custom_fields !== undefined) {
		const custom = check.jsonObject('custom_fields', fields.custom_fields);
		if (Object.keys(custom).length) body.custom_fields = custom;
	}
	check.numberBetween('value', body.value, 0, Number.MAX_SAFE_INTEGER);
	check.currency('currency', body.currency);
	if (body.currency) body.currency = String(body.currency).toUpperCase();
	if ('expected_close_date' in body) body.expected_close_date = check.isoDate('expected_close_date', body.expected_close_date)?.slice(0, 10);
	return body;
}

const write = {
	resource: 'deal',
	path: '/deals',
	id: dealId,
	required: [
		text('Name', 'name', 'Name of the deal', { required: true }),
		locator('Pipeline', 'pipeline_id', 'searchPipelines', 'Pipeline the deal runs through'),
		dropdown('Stage Name or ID', 'stage_id', 'getStages', {
			required: true,
			typeOptions: { loadOptionsDependsOn: ['pipeline_id.value'] },
		}),
	],
	optional: [
		text('Contact ID', 'contact_id', 'ID of the contact the deal is with'),
		{ displayName: 'Value', name: 'value', type: 'number', default: 0, typeOptions: { minValue: 0 }, description: 'Amount of the deal' },
		text('Currency', 'currency', 'ISO 4217 code, e.g. EUR', { placeholder: 'EUR' }),
		{ displayName: 'Expected Close Date', name: 'expected_close_date', type: 'dateTime', default: '', description: 'When the deal is expected to close (sent as a date)' },
		ownerField,
		customFieldsParameter,
	] as INodeProperties[],
	toBody: dealBody,
};

export const dealOperations: Record<string, Operation> = {
	create: createOperation(write),
	get: getOperation({ resource: 'deal', path: '/deals', id: dealId, simplifiedKeys }),
	getAll: listOperation({
		resource: 'deal',
		path: '/deals',
		simplifiedKeys,
		filters: [
			dropdown('Pipeline Name or ID', 'pipeline_id', 'getPipelines'),
			dropdown('Stage Name or ID', 'stage_id', 'getStages', { typeOptions: { loadOptionsDependsOn: ['filters.pipeline_id'] } }),
			{ ...ownerField, description: 'Only deals of this owner. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.' },
			choice('Status', 'status', DEAL_STATUSES, 'Only deals in this state'),
			{ displayName: 'Min Value', name: 'min_value', type: 'number', default: 0, description: 'Only deals worth at least this much' },
			{ displayName: 'Max Value', name: 'max_value', type: 'number', default: 0, description: 'Only deals worth at most this much' },
			choice('Vertical', 'vertical', VERTICALS, 'Only deals of this vertical'),
		],
		query(check, filters) {
			check.oneOf('status', filters.status, DEAL_STATUSES);
			check.oneOf('vertical', filters.vertical, VERTICALS);
			check.numberBetween('min_value', filters.min_value, 0, Number.MAX_SAFE_INTEGER);
			check.numberBetween('max_value', filters.max_value, 0, Number.MAX_SAFE_INTEGER);
			if (filters.min_value !== undefined && filters.max_value !== undefined && Number(filters.min_value) > Number(filters.max_value)) {
				check.fail('min_value', 'must not be greater than max_value');
			}
			return filters;
		},
	}),
	lost,
	move,
	update: updateOperation(write),
	won,
};
