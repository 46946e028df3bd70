import type { INodeExecutionData } from 'n8n-workflow';

import type { OperationOutput } from '../../nodes/shared/router';

/** What a run is known to give, where the test knows it. */
export interface Run {
	/** How many records a list gives (unknown: any number) */
	records?: number;
	/** The binary field the run asked a file in (Put Output File in Field); not told, any field */
	file?: string;
	/** Whether Simplify was on, where the operation has it */
	simplify?: boolean;
	/** The ID a delete was given */
	id?: string;
}

/**
 * How the items one input item gave differ from the operation's declared `output` (what its node
 * page says it outputs, scripts/docs/nodePages.ts): none when they agree. Used where operations
 * really run: test/docs/outputs.test.ts and test/shared/operationKinds.test.ts.
 */
export function outputDifferences(
	output: OperationOutput,
	items: INodeExecutionData[],
	run: Run,
): string[] {
	const found: string[] = [];
	const gaveFile = items.some((item) => item.binary);
	// Record or file: a file when the run asked for one (or, not told, when one came).
	const kind =
		output.kind === 'recordOrFile' ? (run.file || gaveFile ? 'file' : 'record') : output.kind;
	const count = kind === 'records' ? run.records : 1;
	if (count !== undefined && items.length !== count)
		found.push(`${items.length} items, not ${count}`);
	for (const { json, binary } of items) {
		if (kind === 'file') {
			const field = run.file ?? Object.keys(binary ?? {})[0];
			if (!field || !binary?.[field]) found.push(`no file in binary field ${run.file ?? ''}`);
			for (const key of ['fileName', 'mimeType', 'fileSize'])
				if (!(key in json)) found.push(`no ${key} in the JSON`);
		} else if (binary) found.push('a file where none is said');
		if (kind === 'deleted') {
			const expected = { id: run.id ?? json.id, deleted: true };
			if (JSON.stringify(json) !== JSON.stringify(expected))
				found.push(`${JSON.stringify(json)} is not {id, deleted: true}`);
		}
		// Simplify that adds fields (readable names, labelled answers) is checked where it is tested.
		if (output.simplifiedKeys && !output.simplifiedAdds && run.simplify !== undefined) {
			const extra = Object.keys(json).filter((key) => !output.simplifiedKeys!.includes(key));
			if (run.simplify && extra.length) found.push(`Simplify kept ${extra.join(', ')}`);
			if (!run.simplify && !extra.length) found.push('Simplify off cut the record down');
		}
	}
	return found;
}
