import type { Resource } from '../../../shared/router';
import * as addNote from './addNote.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as getImport from './getImport.operation';
import * as importCandidates from './import.operation';
import * as moveStage from './moveStage.operation';
import * as search from './search.operation';

export const candidate: Resource = {
	name: 'Candidate',
	operations: { addNote, get, getAll, getImport, import: importCandidates, moveStage, search },
};
