import type {
	IDataObject,
	IDisplayOptions,
	IExecuteFunctions,
	INodeProperties,
} from 'n8n-workflow';

import { choice, rowsParameter, text } from '../../../shared/parameters';
import type { Checks } from '../../../shared/validation';
import { WEBHOOK_EVENTS } from '../../api';
import { rowsOrJson, rowsOrJsonInput } from '../../../shared/rows';

/**
 * An automation's trigger conditions and actions, entered as lists or as JSON. Action configs
 * keep template placeholders such as {{contact.email}} as they are: they are the API's, and
 * n8n only evaluates parameters that start with "=", which these never need.
 */

const ACTION_TYPES = ['assign_owner', 'send_email', 'create_task'] as const;

export const automationId = text(
	'Automation ID',
	'automationId',
	'ID of the automation, from Automation → Get Many',
	{
		required: true,
	},
);

export const triggerEventParameter = choice(
	'Trigger Event',
	'trigger_event',
	WEBHOOK_EVENTS,
	'Event that starts the automation: contact.created, deal.created, deal.won or deal.lost',
);

const conditionsList: INodeProperties = rowsParameter(
	{
		displayName: 'Conditions',
		name: 'conditions',
		placeholder: 'Add Condition',
		description: 'All conditions must hold for the automation to run',
	},
	{ displayName: 'Condition', name: 'condition' },
	[
		{
			displayName: 'Field',
			name: 'field',
			type: 'string',
			default: '',
			placeholder: 'e.g. value',
			description: 'Field of the event data to test',
		},
		{
			displayName: 'Operator',
			name: 'operator',
			type: 'string',
			default: 'equals',
			placeholder: 'e.g. greater_than',
			description: 'Comparison, e.g. equals or greater_than',
		},
		{
			displayName: 'Value',
			name: 'value',
			type: 'string',
			default: '',
			description: 'Value to compare with; numbers and true/false are sent as such',
		},
	],
);

const actionsList: INodeProperties = {
	displayName: 'Actions',
	name: 'actions',
	type: 'fixedCollection',
	typeOptions: { multipleValues: true, sortable: true },
	placeholder: 'Add Action',
	default: {},
	description: 'What the automation does, in order',
	options: [
		{
			displayName: 'Action',
			name: 'action',
			values: [
				choice(
					'Type',
					'type',
					ACTION_TYPES,
					'assign_owner (strategy, team_id), send_email (template_id, to) or create_task (title, due_in_hours, assign_to)',
				),
				{
					displayName: 'Config (JSON)',
					name: 'config',
					type: 'json',
					default: '{}',
					description:
						'Settings of the action as a JSON object, e.g. {"template_id": "tpl_welcome"} for send_email; the Sales CRM fills in placeholders such as {{deal.owner}}',
				},
			],
		},
	],
};

/** Parameters for conditions and actions, shown as lists or as JSON. */
export function rulesParameters(show: IDisplayOptions['show'] = {}): INodeProperties[] {
	const when = (define: string) => ({ show: { ...show, define: [define] } });
	return [
		rowsOrJsonInput({
			displayName: 'Define Conditions and Actions',
			name: 'define',
			description: 'Whether conditions and actions are entered as fields or as JSON arrays',
			displayOptions: Object.keys(show).length ? { show } : undefined,
		}),
		{ ...conditionsList, displayOptions: when('fields') },
		{ ...actionsList, displayOptions: when('fields') },
		{
			displayName: 'Conditions (JSON)',
			name: 'conditionsJson',
			type: 'json',
			default: '[]',
			displayOptions: when('json'),
			description:
				'A JSON array of conditions that must all hold, e.g. [{"field": "value", "operator": "greater_than", "value": 10000}]',
		},
		{
			displayName: 'Actions (JSON)',
			name: 'actionsJson',
			type: 'json',
			default: '[]',
			displayOptions: when('json'),
			description:
				'A JSON array of actions in order, e.g. [{"type": "create_task", "config": {"title": "Call back"}}]; the Sales CRM fills in placeholders such as {{contact.email}}',
		},
	];
}

/** "10" -> 10, "true" -> true; other text stays text. */
function typed(value: unknown): IDataObject[string] {
	if (typeof value !== 'string') return value as IDataObject[string];
	if (/^-?(0|[1-9]\d*)(\.\d+)?$/.test(value)) return Number(value);
	if (value === 'true' || value === 'false') return value === 'true';
	return value;
}

/** The conditions and actions the user entered, checked; undefined where nothing was entered. */
export function rulesFrom(
	ctx: IExecuteFunctions,
	itemIndex: number,
	check: Checks,
): { conditions?: IDataObject[]; actions?: IDataObject[] } {
	// JSON is taken as the API takes it; rows are typed in the panel, so converted here.
	const given = (
		rows: string,
		row: string,
		json: string,
		fromRow: (entered: IDataObject, n: number) => IDataObject,
	) =>
		rowsOrJson(ctx, itemIndex, check, { input: 'define', rows, row, json }, fromRow)
			.rows as IDataObject[];
	const conditions = given('conditions', 'condition', 'conditionsJson', (c) => ({
		field: c.field,
		operator: c.operator,
		value: typed(c.value),
	}));
	const actions = given('actions', 'action', 'actionsJson', (a, i) => ({
		type: a.type,
		config: check.jsonObject(`actions[${i}].config`, a.config),
	}));
	conditions.forEach((c, i) => {
		check.required(`conditions[${i}].field`, c?.field);
		check.required(`conditions[${i}].operator`, c?.operator);
	});
	actions.forEach((a, i) => {
		check.required(`actions[${i}].type`, a?.type);
		check.oneOf(`actions[${i}].type`, a.type, ACTION_TYPES);
		if (a.config !== undefined && (typeof a.config !== 'object' || Array.isArray(a.config))) {
			check.fail(`actions[${i}].config`, 'must be a JSON object');
		}
	});
	return {
		conditions: conditions.length ? conditions : undefined,
		actions: actions.length ? actions : undefined,
	};
}
