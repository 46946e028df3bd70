import { recordOperations } from '../../../shared/crud';
import { pathId } from '../../../shared/parameters';
import { formsRecords } from '../../api';
import { formId } from '../parameters';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many responses',
	description: 'List the responses of a form (without their answers: Get reads those)',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(formsRecords).list({
	leading: [formId],
	path: (ctx, itemIndex) => `/forms/${pathId(ctx, itemIndex, 'formId')}/responses`,
});
