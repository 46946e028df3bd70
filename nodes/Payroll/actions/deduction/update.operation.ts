import type { INodeProperties } from 'n8n-workflow';

import { recordOperations } from '../../../shared/crud';
import { payrollRecords } from '../../api';
import { deductionBody, deductionFields, deductionId, deductionTypeParameter } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Update',
	action: 'Update a deduction',
	description: 'Change fields of a deduction; the others stay',
	kind: 'write',
};

const openEnded: INodeProperties = {
	displayName: 'Open-Ended',
	name: 'openEnded',
	type: 'boolean',
	default: true,
	description:
		'Whether to remove the end date, so that the deduction applies until it is cancelled',
};

/** The update body is not shown: the create fields, partially. */
export const { description, execute, output } = recordOperations(payrollRecords).update({
	path: '/deductions',
	id: deductionId,
	required: [],
	optional: [deductionTypeParameter(), ...deductionFields],
	updateOnly: [openEnded],
	toBody: (fields, check) => deductionBody(fields, check),
});
