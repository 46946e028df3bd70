import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { screenPair } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Pair',
	action: 'Pair a screen',
	description: 'Pair the device showing a pairing code as a new screen',
	kind: 'write',
};

/** Not retried (a write): a lost answer is checked with Screen → Get Many. */
export const { description, execute, output } = recordOperations(signageRecords).create(screenPair);
