import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { number } from './parameters';
import type { Checks } from './validation';

/** An amount of money: not negative, in cents precision. */
export const money = (
	displayName: string,
	name: string,
	description: string,
	extra: Partial<INodeProperties> = {},
) =>
	number(displayName, name, description, {
		typeOptions: { minValue: 0, numberPrecision: 2 },
		...extra,
	});

/** Whether money parameters hold cents or a decimal amount: the API always receives cents. */
export const amountUnitParameter = (extra: Partial<INodeProperties> = {}): INodeProperties => ({
	displayName: 'Amount Unit',
	name: 'amountUnit',
	type: 'options',
	options: [
		{ name: 'Cents (Whole Number)', value: 'cents', description: 'E.g. 1050 for 10.50.' },
		{
			name: 'Decimal Amount in the Currency',
			value: 'decimal',
			description: 'E.g. 10.50; sent as 1050 cents.',
		},
	],
	default: 'cents',
	description: 'How the amounts below are written; the API always receives whole cents',
	builderHint: {
		propertyHint: "'decimal': 10.50 is 10.50; 'cents' (default): 10.50 is 1050",
	},
	...extra,
});

/**
 * The Amount and the Amount Unit it is written in, as amountInCents reads them; `description`
 * says what the amount is, `displayOptions` when both show.
 */
export const amountParameters = (
	description: string,
	displayOptions?: INodeProperties['displayOptions'],
): INodeProperties[] => [
	amountUnitParameter(displayOptions ? { displayOptions } : {}),
	number('Amount', 'amount', description, {
		required: true,
		...(displayOptions ? { displayOptions } : {}),
	}),
];

/** The Amount parameter, required, in whole cents whichever unit Amount Unit says it is written in. */
export function amountInCents(ctx: IExecuteFunctions, itemIndex: number, check: Checks) {
	const amount = ctx.getNodeParameter('amount', itemIndex);
	check.required('amount', amount);
	return check.cents(
		'amount',
		amount,
		ctx.getNodeParameter('amountUnit', itemIndex) as 'cents' | 'decimal',
	);
}
