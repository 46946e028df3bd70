import type { Resource } from '../../../shared/router';
import * as cancel from './cancel.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as getEvaluations from './getEvaluations.operation';
import * as reschedule from './reschedule.operation';
import * as schedule from './schedule.operation';
import * as submitEvaluation from './submitEvaluation.operation';

export const interview: Resource = {
	name: 'Interview',
	operations: { cancel, get, getAll, getEvaluations, reschedule, schedule, submitEvaluation },
};
