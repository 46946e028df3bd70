import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { screenId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Unpair',
	action: 'Unpair a screen',
	description:
		'Remove a screen: its configuration, schedules and analytics are lost, and the device shows the pairing screen again',
	kind: 'write',
};

export const { description, execute, output } = recordOperations(signageRecords).delete({
	path: '/screens',
	id: screenId,
});
