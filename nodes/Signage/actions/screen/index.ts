import type { Resource } from '../../../shared/router';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as pair from './pair.operation';
import * as runAction from './runAction.operation';
import * as unpair from './unpair.operation';
import * as update from './update.operation';

export const screen: Resource = {
	name: 'Screen',
	operations: { get, getAll, pair, runAction, unpair, update },
};
